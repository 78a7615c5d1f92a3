// Slice health from shoppers' browsers (docs/architecture.md, "Releases"): the shell counts, per
// frontend and version, the page views that mounted it, the loads or mounts that failed and the
// uncaught errors from its code, and sends them in batches to POST /api/telemetry. The API adds
// them up per minute in the database (so any number of gateways add up) and answers the release
// tools' questions on GET /internal/release-health, which the gateway never forwards.
// TypeBox schemas for the API; the shell imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { FRONTENDS } from './frontends';

import { TELEMETRY_MAX_COUNT, TELEMETRY_MAX_ITEMS } from './telemetry-limits';

/** As in page-token.ts, which this file does not import (it is for servers only). */
const PAGE_TOKEN_MAX_LENGTH = 1_024;

const Count = Type.Integer({ minimum: 0, maximum: TELEMETRY_MAX_COUNT });

const TelemetryItemSchema = Type.Object(
  {
    frontend: Type.Union(FRONTENDS.map((name) => Type.Literal(name))),
    version: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^(?:\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z]+(?:\\.[0-9A-Za-z]+)*)*|dev)$',
    }),
    views: Count,
    failures: Count,
    errors: Count,
  },
  { additionalProperties: false },
);
export type TelemetryItem = Static<typeof TelemetryItemSchema>;

export const TelemetryBatchSchema = Type.Object(
  {
    /** The page token the gateway served the page with (page-token.ts): what makes a beacon count. */
    page: Type.String({
      minLength: 1,
      maxLength: PAGE_TOKEN_MAX_LENGTH,
      pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
    }),
    items: Type.Array(TelemetryItemSchema, { minItems: 1, maxItems: TELEMETRY_MAX_ITEMS }),
  },
  { additionalProperties: false },
);
export type TelemetryBatch = Static<typeof TelemetryBatchSchema>;

export const ReleaseHealthQuerySchema = Type.Object(
  { minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 60 })) },
  { additionalProperties: false },
);

const HealthCounts = { views: Type.Integer(), failures: Type.Integer(), errors: Type.Integer() };
export const ReleaseHealthSchema = Type.Object({
  since: Type.String(),
  /** Frontends and versions seen in the window (the most viewed first, at most 50), with totals and one point per minute. */
  versions: Type.Array(
    Type.Object({
      frontend: Type.String(),
      version: Type.String(),
      ...HealthCounts,
      /** Distinct shoppers (page-token.ts: one per address) who loaded it, saw it fail, saw it throw. */
      shoppers: Type.Integer(),
      failingShoppers: Type.Integer(),
      erroringShoppers: Type.Integer(),
      series: Type.Array(Type.Object({ minute: Type.String(), ...HealthCounts })),
    }),
  ),
});
export type ReleaseHealth = Static<typeof ReleaseHealthSchema>;
export type VersionHealth = ReleaseHealth['versions'][number];
