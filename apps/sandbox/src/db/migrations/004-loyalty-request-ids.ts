/** Issue 23: each signed loyalty envelope is used once (its requestId), so a captured one cannot be replayed. */
export const loyaltyRequestIdsSchema = /* sql */ `
create table loyalty_request_ids (
  request_id text primary key,
  seen_at timestamptz not null
);
create index loyalty_request_ids_seen on loyalty_request_ids (seen_at);
`;
