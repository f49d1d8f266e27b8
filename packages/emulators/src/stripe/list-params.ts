import { z } from 'zod';
import { invalidRequest, resourceMissing } from './errors.ts';
import type { ListObject } from './model.ts';
import { expandParam, integerParam } from './params.ts';

/**
 * Stripe's list endpoints: cursor pagination over objects newest first, with
 * `limit`, `starting_after`, `ending_before` and a `created` range, as
 * stripe-node's auto-pagination drives them.
 */

const DEFAULT_LIMIT = 10;

const limitParam = integerParam.pipe(
  z
    .number()
    .min(1, 'This value must be greater than or equal to 1.')
    .max(100, 'This value must be less than or equal to 100.'),
);

/** `created=<t>` for one second, or `created[gt]`, `[gte]`, `[lt]`, `[lte]` for a range. */
const createdParam = z.union([
  integerParam,
  z.strictObject({
    gt: integerParam.optional(),
    gte: integerParam.optional(),
    lt: integerParam.optional(),
    lte: integerParam.optional(),
  }),
]);

const listFields = {
  created: createdParam.optional(),
  ending_before: z.string().min(1).optional(),
  expand: expandParam,
  limit: limitParam.optional(),
  starting_after: z.string().min(1).optional(),
};

const idFilter = z.string().min(1).optional();

export const listIntentParams = z.strictObject(listFields);
export const listChargeParams = z.strictObject({ ...listFields, payment_intent: idFilter });
export const listRefundParams = z.strictObject({
  ...listFields,
  charge: idFilter,
  payment_intent: idFilter,
});
export const listDisputeParams = z.strictObject({
  ...listFields,
  charge: idFilter,
  payment_intent: idFilter,
});
export const listEventParams = z.strictObject({
  ...listFields,
  type: z.string().min(1).optional(),
  types: z.array(z.string().min(1)).min(1).max(20).optional(),
});

/** Retrieving by id takes nothing but the ignored `expand`. */
export const retrieveParams = z.strictObject({ expand: expandParam });

export type ListParams = z.infer<typeof listIntentParams>;
type CreatedFilter = NonNullable<ListParams['created']>;

function inCreatedRange(created: number, filter: CreatedFilter | undefined): boolean {
  if (filter === undefined) return true;
  if (typeof filter === 'number') return created === filter;
  return (
    (filter.gt === undefined || created > filter.gt) &&
    (filter.gte === undefined || created >= filter.gte) &&
    (filter.lt === undefined || created < filter.lt) &&
    (filter.lte === undefined || created <= filter.lte)
  );
}

export interface ListSpec<T> {
  /** The list's path, e.g. `/v1/charges`. */
  url: string;
  /** The object name for a cursor Stripe does not know, e.g. `charge`. */
  kind: string;
  /** The endpoint's own filters (`payment_intent`, `type`, ...). */
  matches?: (item: T) => boolean;
}

/**
 * One page of a list. `items` are all objects of the kind in creation order.
 * A cursor names any object of the kind, matching the filters or not: only
 * its place in the order counts. `ending_before` takes the objects just newer
 * than the cursor, still listed newest first, which is what stripe-node
 * expects when it pages backwards.
 */
export function listPage<T extends { id: string; created: number }>(
  items: Iterable<T>,
  params: ListParams,
  spec: ListSpec<T>,
): ListObject<T> {
  if (params.starting_after !== undefined && params.ending_before !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: ending_before, starting_after.',
    );
  }
  const newestFirst = [...items].reverse();
  let candidates = newestFirst;
  const cursor = params.starting_after ?? params.ending_before;
  if (cursor !== undefined) {
    const at = newestFirst.findIndex((item) => item.id === cursor);
    if (at < 0) {
      const param = params.starting_after === undefined ? 'ending_before' : 'starting_after';
      throw resourceMissing(spec.kind, cursor, param);
    }
    candidates =
      params.starting_after === undefined ? newestFirst.slice(0, at) : newestFirst.slice(at + 1);
  }
  const matching = candidates.filter(
    (item) => inCreatedRange(item.created, params.created) && (spec.matches?.(item) ?? true),
  );
  const limit = params.limit ?? DEFAULT_LIMIT;
  const page =
    params.ending_before === undefined ? matching.slice(0, limit) : matching.slice(-limit);
  return {
    object: 'list',
    data: page.map((item) => structuredClone(item)),
    has_more: matching.length > limit,
    url: spec.url,
  };
}
