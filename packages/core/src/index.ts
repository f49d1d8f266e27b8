export * from './plans.ts';
export * from './schemas.ts';
export * from './style.ts';
