// The configuration parsed and checked at start (config.ts), decorated as `fastify.config`
// so every plugin and route reads that one object, never process.env; and the mailer built from it.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Account mail: SMTP, or .eml files in the outbox folder. */
    mailer: Mailer;
  }
}

export const configPlugin = globalPlugin<{ config: AppConfig }>(
  'config',
  async (app: FastifyInstance, { config }) => {
    app.decorate('config', config);
    const mailer = createMailer(config.mail, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
);
