/**
 * A documented REST path, declared once on its procedure (`.meta({ rest })`): the api mounts
 * it from this declaration (rest-routes.ts) and the OpenAPI document is generated from it
 * and the procedure's zod schemas (openapi.ts), so the two cannot drift.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /api, with OpenAPI-style parameters: '/questions/{examTypeId}'. */
  path: string;
  summary: string;
  /** Who may call it (documented; anything but a public read is answered `no-store`). */
  access: 'public' | 'user' | 'admin';
  /** 201 for a creation; 'created' = 201 when the result says `created: true`, else 200. */
  status?: 200 | 201 | 'created';
  /** Body fields the spec's client sends that the server ignores (documented, then dropped). */
  ignoredFields?: readonly string[];
  tags?: readonly string[];
};

export type ProcedureMeta = { rest?: RestRoute };
