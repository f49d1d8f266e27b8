/**
 * The module response-contracts-plugin.ts derives from core at build time: one
 * checked JSON Schema per zod-mini schema core exports, typed by that schema's
 * output. zod's full variant also has the mini shape, so its schemas are ruled out first.
 */
declare module 'virtual:response-contracts' {
  import type * as core from '@guildsmith/core';
  import type { ZodType } from 'zod';
  import type { output, ZodMiniType } from 'zod/mini';
  import type { ResponseContract } from '@/lib/response-contract.ts';

  type Core = typeof core;

  const contracts: {
    readonly [Name in keyof Core as Core[Name] extends ZodType
      ? never
      : Core[Name] extends ZodMiniType
        ? Name
        : never]: ResponseContract<output<Extract<Core[Name], ZodMiniType>>>;
  };
  export = contracts;
}
