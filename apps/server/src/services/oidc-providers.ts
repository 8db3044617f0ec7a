import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../config.js';
import { AppError } from '../errors.js';

/**
 * The configured OpenID Connect providers, each discovered from its issuer the
 * first time it is used (and again after a failed discovery), with openid-client
 * doing every check of what the provider answers (ADR 0017).
 */
export class OidcProviders {
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly providers: readonly OidcProviderConfig[]) {}

  list(): readonly OidcProviderConfig[] {
    return this.providers;
  }

  get(id: string): OidcProviderConfig {
    const provider = this.providers.find((p) => p.id === id);
    if (!provider) throw new AppError(404, 'oidc_provider_unknown');
    return provider;
  }

  name(id: string): string {
    return this.providers.find((p) => p.id === id)?.name ?? id;
  }

  async configuration(id: string): Promise<oidc.Configuration> {
    const provider = this.get(id);
    let pending = this.discovered.get(id);
    if (!pending) {
      const loopback = provider.issuer.startsWith('http://');
      pending = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        // Plain http is accepted by the configuration only for a provider on loopback.
        ...(loopback ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      });
      this.discovered.set(id, pending);
      pending.catch(() => this.discovered.delete(id));
    }
    try {
      return await pending;
    } catch {
      throw new AppError(503, 'oidc_provider_unavailable', { provider: provider.name });
    }
  }
}
