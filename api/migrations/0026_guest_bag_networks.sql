-- Guest bags (src/repositories/guest-bags.ts) are counted per client address an hour and a day: an
-- IPv6 client by its /64. A tunnel broker hands anyone a /48 for free, 65,536 /64s each with a day
-- of its own, so a bag also records its client's /48 (null for IPv4), and a /48's bags of a day
-- are counted together (16 addresses' worth, NETWORK_ADDRESSES in src/http/client-address.ts).
ALTER TABLE carts ADD COLUMN IF NOT EXISTS guest_network text;
CREATE INDEX IF NOT EXISTS carts_guest_network_idx ON carts (guest_network, created_at) WHERE guest_network IS NOT NULL;
-- The bags of the last day already open count for their /48 at once (guest_client holds an IPv6
-- client as its /64, four groups: src/http/client-address.ts).
UPDATE carts SET guest_network = regexp_replace(guest_client, '^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::/64$', '\1::/48')
 WHERE guest_network IS NULL AND guest_client ~ '^[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::/64$'
   AND created_at > now() - interval '1 day';
