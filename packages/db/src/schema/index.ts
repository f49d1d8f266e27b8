export * from './admin.ts';
export * from './billing.ts';
export * from './bot.ts';
export * from './builds.ts';
export * from './mail.ts';
export * from './marketing.ts';
export * from './users.ts';
export * from './values.ts';
