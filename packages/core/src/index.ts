export * from './plans.ts';
export * from './schemas.ts';
