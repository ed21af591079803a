-- What an order's Idempotency-Key was first sent with (a hash of the project and the request), so
-- the key sent again with another request is refused instead of answering the first order.
ALTER TABLE "investments" ADD COLUMN "idempotency_fingerprint" text;
