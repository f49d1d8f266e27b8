import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { registrationOf } from '../activation/register-server.ts';
import { getBuildStatus } from '../builder/index.ts';
import { botStrings } from '../texts/strings.ts';
import { undoId } from '../transport/custom-id.ts';
import { replyText } from '../transport/responses.ts';
import { adminCommand, guardAdmin, refusal, type SlashCommand } from './command.ts';

const COMMAND = 'undo';
const S = botStrings.undo;
const UNDOABLE = new Set(['success', 'partial', 'failed']);

/** `/undo`: asks first; the confirmation button starts the builder's undo job. */
export const undoCommand: SlashCommand = {
  definition: adminCommand({
    name: COMMAND,
    description: 'Remove exactly what the last build created',
  }),
  async run(deps, actor, account) {
    const guard = guardAdmin(deps, actor, account);
    if (!guard.ok) return refusal(COMMAND, guard.failure);
    const registration = await registrationOf(deps.db, guard.guildId);
    if (registration && registration.userId !== guard.account.id) {
      return refusal(COMMAND, { code: 'not_owner', message: S.notOwner });
    }
    const build = await getBuildStatus(deps.db, guard.guildId);
    if (build.state === 'building')
      return refusal(COMMAND, { code: 'build_running', message: S.building });
    if (build.state !== 'finished' || !UNDOABLE.has(build.status)) {
      return refusal(COMMAND, { code: 'nothing_to_undo', message: S.nothing });
    }
    return {
      kind: 'respond',
      response: replyText(S.confirm, [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.Button,
              custom_id: undoId('undo-confirm', guard.guildId),
              label: S.confirmButton,
              style: ButtonStyle.Danger,
            },
            {
              type: ComponentType.Button,
              custom_id: undoId('undo-keep', guard.guildId),
              label: S.cancelButton,
              style: ButtonStyle.Secondary,
            },
          ],
        },
      ]),
      usage: { command: COMMAND, success: true },
    };
  },
};
