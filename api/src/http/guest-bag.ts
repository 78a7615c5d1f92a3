// Whose cart a request is about (docs/cart.md#guest-bag): the signed-in shopper's, else the guest
// bag its HttpOnly cookie names. A bag is opened only by an add (reading an absent bag is an empty
// cart, and writes nothing); signing in merges it into the account's cart and ends the cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartOwner, CartRepository } from '../repositories/cart';
import { GUEST_BAG_DAYS, GUEST_COOKIE, type GuestBagsRepository } from '../repositories/guest-bags';
import { clientAddress } from './client-address';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export class GuestBags {
  private readonly memo = new WeakMap<FastifyRequest, Promise<number | null>>();

  constructor(
    private readonly bags: GuestBagsRepository,
    private readonly cart: CartRepository,
  ) {}

  /** The request's guest bag (its cart id), looked up once per request; null without one. */
  bagOf(request: FastifyRequest): Promise<number | null> {
    let found = this.memo.get(request);
    if (!found) {
      found = this.bags.resolve(request.cookies[GUEST_COOKIE]);
      this.memo.set(request, found);
    }
    return found;
  }

  /** The signed-in shopper's cart, else the guest bag; null for a guest without a bag. */
  async ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
    if (request.user) return { userId: request.user.id };
    const guestCartId = await this.bagOf(request);
    return guestCartId === null ? null : { guestCartId };
  }

  /** As ownerOf, opening a bag (and setting its cookie) for a guest without one. */
  async ownerOrOpen(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
    const owner = await this.ownerOf(request);
    if (owner) return owner;
    const { token, cartId } = await this.bags.open(clientAddress(request));
    reply.setCookie(GUEST_COOKIE, token, { ...cookieOptions(request), maxAge: GUEST_BAG_DAYS * 86_400 });
    return { guestCartId: cartId };
  }

  /** At sign-up or log-in: the bag's lines join the user's cart and the bag and its cookie end. */
  async mergeInto(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    if (!request.cookies[GUEST_COOKIE]) return;
    const guestCartId = await this.bagOf(request);
    if (guestCartId !== null) await this.cart.mergeGuestBag(guestCartId, userId);
    reply.clearCookie(GUEST_COOKIE, cookieOptions(request));
  }
}
