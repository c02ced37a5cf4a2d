import {
  accountDetailsResponseSchema,
  accountDetailsSchema,
  addressInputSchema,
  addressListSchema,
  addressSchema,
  dbIdSchema,
  changePasswordSchema,
  growerProfileResponseSchema,
  growerProfileSchema,
  sessionResponseSchema,
  wishlistSchema,
} from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { type AccountContext, publicOrigin, requireCustomer, startSession } from './account-context';
import { addressRepository } from './address-repository';
import { loggedIn } from './customer-view';
import { emailChangeRoutes } from './email-change-routes';
import { changePassword } from './passwords';
import { profileRepository } from './profile-repository';
import { updateDetails } from './update-details';

const tags = ['account'];
const id = z.coerce.number().pipe(dbIdSchema);
const addressParams = z.object({ id });
const productParams = z.object({ productId: id });
const answers = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });

/** Everything the logged-in customer owns; 401 without a session, 404 for what another customer owns. */
export async function accountRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.put(
    '/api/account/details',
    {
      schema: {
        tags,
        summary:
          'Name and date of birth (18+) at once; a new e-mail is confirmed through a link mailed to it (202, taken or not)',
        body: accountDetailsSchema,
        response: { 200: accountDetailsResponseSchema, 202: accountDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      const saved = await updateDetails(ctx, publicOrigin(ctx, request), customer, request.body);
      return reply
        .code(saved.emailChangeSentTo ? 202 : 200)
        .send({ ...loggedIn(saved.customer), emailChangeSentTo: saved.emailChangeSentTo });
    },
  );
  await app.register(emailChangeRoutes, ctx);

  r.post(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: 'Changes the password (the current one required); every session ends, this browser gets a new one',
        body: changePasswordSchema,
        response: answers(sessionResponseSchema),
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      await changePassword(ctx, customer, request.body);
      await startSession(ctx, request, reply, customer.id);
      return loggedIn(customer);
    },
  );

  r.get(
    '/api/account/grower-profile',
    { schema: { tags, summary: 'The Growers Profile', response: answers(growerProfileResponseSchema) } },
    async (request, reply) => profileRepository.growerProfile(db, (await requireCustomer(ctx, request, reply)).id),
  );

  r.put(
    '/api/account/grower-profile',
    {
      schema: {
        tags,
        summary: 'Saves the Growers Profile',
        body: growerProfileSchema,
        response: answers(growerProfileResponseSchema),
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      const ids = [...new Set(request.body.favouriteStrainIds)];
      const known = await profileRepository.knownProductIds(db, ids);
      const unknown = ids.find((productId) => !known.has(productId));
      if (unknown !== undefined) throw new AppError(422, 'UNKNOWN_STRAIN', `Strain ${unknown} is not in the shop.`);
      await profileRepository.saveGrowerProfile(db, customer.id, { ...request.body, favouriteStrainIds: ids });
      return profileRepository.growerProfile(db, customer.id);
    },
  );

  r.get(
    '/api/account/addresses',
    { schema: { tags, summary: 'The address book', response: answers(addressListSchema) } },
    async (request, reply) => ({
      addresses: await addressRepository.list(db, (await requireCustomer(ctx, request, reply)).id),
    }),
  );

  r.post(
    '/api/account/addresses',
    {
      schema: {
        tags,
        summary: 'Adds an address',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      const address = await db.transaction(async (tx) => {
        await addressRepository.releaseDefaults(tx, customer.id, request.body);
        return addressRepository.insert(tx, customer.id, request.body);
      });
      return reply.code(201).send(address);
    },
  );

  r.put(
    '/api/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Changes an address',
        params: addressParams,
        body: addressInputSchema,
        response: answers(addressSchema),
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      const address = await db.transaction(async (tx) => {
        if (!(await addressRepository.exists(tx, customer.id, request.params.id))) return undefined;
        await addressRepository.releaseDefaults(tx, customer.id, request.body, request.params.id);
        return addressRepository.update(tx, customer.id, request.params.id, request.body);
      });
      if (!address) throw notFound(`Address ${request.params.id} is not in your address book.`);
      return address;
    },
  );

  r.delete(
    '/api/account/addresses/:id',
    { schema: { tags, summary: 'Removes an address', params: addressParams, response: answers(addressListSchema) } },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      if (!(await addressRepository.remove(db, customer.id, request.params.id))) {
        throw notFound(`Address ${request.params.id} is not in your address book.`);
      }
      return { addresses: await addressRepository.list(db, customer.id) };
    },
  );

  r.get(
    '/api/account/wishlist',
    { schema: { tags, summary: 'The wishlist, newest first', response: answers(wishlistSchema) } },
    async (request, reply) => ({
      items: await profileRepository.wishlist(db, (await requireCustomer(ctx, request, reply)).id),
    }),
  );

  r.put(
    '/api/account/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Adds a product to the wishlist',
        params: productParams,
        response: answers(wishlistSchema),
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      if (!(await profileRepository.addToWishlist(db, customer.id, request.params.productId))) {
        throw notFound(`Product ${request.params.productId} does not exist.`);
      }
      return { items: await profileRepository.wishlist(db, customer.id) };
    },
  );

  r.delete(
    '/api/account/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Removes a product from the wishlist',
        params: productParams,
        response: answers(wishlistSchema),
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx, request, reply);
      await profileRepository.removeFromWishlist(db, customer.id, request.params.productId);
      return { items: await profileRepository.wishlist(db, customer.id) };
    },
  );
}
