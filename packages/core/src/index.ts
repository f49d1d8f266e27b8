export * from './contracts/index.ts';
export * from './license-key.ts';
export * from './lifetime-deal.ts';
export * from './money.ts';
export * from './plans.ts';
export * from './schemas.ts';
export * from './style.ts';
export * from './text.ts';
