import type { PlanId, Style } from '@guildsmith/core';
import { questionBank } from '../questionnaire/question-bank.ts';
import type { ResolvedAnswers, SetupQuestion } from '../questionnaire/question-types.ts';
import { splitList } from '../questionnaire/validate-answer.ts';

/**
 * Typed reads of resolved answers. A question missing from the answers (or
 * answered with the wrong shape) reads as its default, so the planner also
 * accepts a partial answer set.
 */
export class AnswerReader {
  private readonly questions: Map<string, SetupQuestion>;

  constructor(
    style: Style,
    plan: PlanId,
    private readonly answers: ResolvedAnswers,
  ) {
    this.questions = new Map(questionBank(style, plan).map((q) => [q.id, q]));
  }

  /** Whether the style's bank has this question at all. */
  has(id: string): boolean {
    return this.questions.has(id);
  }

  private value(id: string): unknown {
    const question = this.questions.get(id);
    if (!question) return undefined;
    const answer = this.answers[id];
    const fallback = question.default;
    const sameShape = Array.isArray(fallback)
      ? Array.isArray(answer)
      : typeof answer === typeof fallback;
    return answer !== undefined && sameShape ? answer : fallback;
  }

  text(id: string, otherwise = ''): string {
    const value = this.value(id);
    return typeof value === 'string' ? value : otherwise;
  }

  number(id: string, otherwise = 0): number {
    const value = this.value(id);
    if (typeof value === 'number') return value;
    return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : otherwise;
  }

  values(id: string): string[] | undefined {
    const value = this.value(id);
    return Array.isArray(value) ? value : undefined;
  }

  list(id: string): string[] {
    return splitList(this.text(id));
  }

  /** True when the answer differs from the question's default ("as designed"). */
  changed(id: string): boolean {
    const question = this.questions.get(id);
    if (!question) return false;
    return JSON.stringify(this.value(id)) !== JSON.stringify(question.default);
  }
}
