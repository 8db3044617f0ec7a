import { startOidcProvider } from './oidc-provider.js';

/**
 * The loopback OpenID provider as its own process, for the e2e server (started by
 * e2e/playwright.config.ts): OP_PORT is its port, OP_REDIRECT_URIS Sprout's callback(s).
 */
const op = await startOidcProvider(Number(process.env.OP_PORT ?? 0));
op.configure((process.env.OP_REDIRECT_URIS ?? '').split(',').filter(Boolean));
process.stdout.write(`test OpenID provider at ${op.issuer}\n`);
const stop = () => void op.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
