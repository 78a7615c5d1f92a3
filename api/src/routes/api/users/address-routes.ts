// /api/users/addresses (docs/account.md#address-book): the signed-in shopper's address book; 401
// without a session. Every change answers the whole book.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddressBodySchema,
  AddressBookSchema,
  AddressIdParamsSchema,
} from '@storefront/shared/contracts/addresses';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';

const tags = ['users'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

export async function addressRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const book = app.repos.addresses;
  const config = { auth: 'required' as const };
  const answer = async (userId: number) => ({ addresses: await book.list(userId) });

  app.get(
    '/addresses',
    { config, schema: { tags, response: { 200: AddressBookSchema, ...errors } } },
    (request) => answer(request.user!.id),
  );

  app.post(
    '/addresses',
    { config, schema: { tags, body: AddressBodySchema, response: { 201: AddressBookSchema, ...errors } } },
    async (request, reply) => {
      await book.add(request.user!.id, request.body);
      return reply.code(201).send(await answer(request.user!.id));
    },
  );

  app.post(
    '/addresses/:addressId',
    {
      config,
      schema: {
        tags,
        params: AddressIdParamsSchema,
        body: AddressBodySchema,
        response: { 200: AddressBookSchema, ...errors },
      },
    },
    async (request) => {
      await book.update(request.user!.id, request.params.addressId, request.body);
      return answer(request.user!.id);
    },
  );

  app.delete(
    '/addresses/:addressId',
    {
      config,
      schema: { tags, params: AddressIdParamsSchema, response: { 200: AddressBookSchema, ...errors } },
    },
    async (request) => {
      await book.remove(request.user!.id, request.params.addressId);
      return answer(request.user!.id);
    },
  );
}
