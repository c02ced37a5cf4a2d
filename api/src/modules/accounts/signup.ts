import { randomUUID } from 'node:crypto';
import { type Language, type StorefrontCode, STOREFRONTS, buildPath } from '@storefront/shared-contracts';
import { enqueueEmail } from '../mail/enqueue-email';
import type { AccountContext } from './account-context';
import { accountEmails } from './account-emails';
import { customerRepository } from './customer-repository';
import { hashPassword } from './password-hashing';

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: Language | undefined;
  storefront?: StorefrontCode | undefined;
}

/**
 * Creates the account and queues the welcome e-mail. When the address already has an account nothing changes
 * and that address gets a "someone tried to sign up" e-mail instead: the caller's answer is the same either
 * way, and the password is hashed either way, so neither message nor timing tells whether an address exists.
 */
export async function signup(ctx: AccountContext, origin: string, input: SignupInput): Promise<void> {
  const storefront = input.storefront ?? 'en';
  const language = input.language ?? STOREFRONTS[storefront].language;
  const passwordHash = await hashPassword(input.password);
  const link = (route: 'login' | 'forgot-password') => `${origin}${buildPath(route, storefront)}`;
  await ctx.db.transaction(async (tx) => {
    const created = await customerRepository.insert(tx, {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language,
    });
    await enqueueEmail(
      tx,
      created
        ? accountEmails.welcome(input.email, language, input.firstName, link('login'))
        : accountEmails.exists(input.email, language, link('login'), link('forgot-password')),
    );
  });
}
