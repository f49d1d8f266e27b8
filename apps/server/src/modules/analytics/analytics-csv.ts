import type { AnalyticsDashboard } from '@guildsmith/core';

/**
 * One long table (`section,item,field,value`) rather than one table per
 * section: every row has the same columns, so any spreadsheet or RFC 4180
 * reader takes the file whole, whatever the metric included.
 */
export const CSV_HEADER = ['section', 'item', 'field', 'value'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 quoting, and a leading quote before anything a spreadsheet would
 * run as a formula: server names and error codes come from Discord users.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

type Row = [section: string, item: string, field: string, value: string | number];

function* rows(data: AnalyticsDashboard): Generator<Row> {
  yield ['meta', '', 'range', data.range];
  yield ['meta', '', 'metric', data.metric];
  yield ['meta', '', 'from', data.from];
  yield ['meta', '', 'to', data.to];
  yield ['summary', '', 'totalServers', data.totalServers];
  yield ['summary', '', 'activeUsers', data.activeUsers];
  yield ['summary', '', 'templatesUsed', data.templatesUsed];
  yield ['summary', '', 'successRate', data.successRate];
  for (const item of data.recentActivity ?? []) {
    yield ['recentActivity', item.id, 'type', item.type];
    yield ['recentActivity', item.id, 'description', item.description];
    yield ['recentActivity', item.id, 'status', item.status];
    yield ['recentActivity', item.id, 'timestamp', item.timestamp];
  }
  for (const stat of data.templateStats ?? []) {
    yield ['templateStats', stat.templateId, 'name', stat.name];
    yield ['templateStats', stat.templateId, 'category', stat.category];
    yield ['templateStats', stat.templateId, 'usageCount', stat.usageCount];
    yield ['templateStats', stat.templateId, 'successRate', stat.successRate];
  }
  for (const point of data.userGrowth ?? []) {
    yield ['userGrowth', point.date, 'newUsers', point.newUsers];
    yield ['userGrowth', point.date, 'totalUsers', point.totalUsers];
  }
  for (const share of data.planDistribution ?? []) {
    yield ['planDistribution', share.plan, 'count', share.count];
    yield ['planDistribution', share.plan, 'percentage', share.percentage];
  }
}

/** The file line by line, so a year of daily rows is never one big string. */
export function* analyticsCsv(data: AnalyticsDashboard): Generator<string> {
  yield csvLine(CSV_HEADER);
  for (const row of rows(data)) yield csvLine(row);
}

export const analyticsCsvFilename = (data: AnalyticsDashboard) =>
  `analytics-${data.metric}-${data.range}-${data.to.slice(0, 10)}.csv`;
