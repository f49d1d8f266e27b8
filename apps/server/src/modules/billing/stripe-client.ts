import Stripe from 'stripe';

type MakeRequest = InstanceType<typeof Stripe.HttpClient>['makeRequest'];

/**
 * stripe-node always requests `/v1/...` from the host root. The emulator lives
 * under `/sandbox/stripe`, so this wraps Stripe's own Node client to prefix the
 * path; against api.stripe.com the prefix is empty and nothing changes.
 */
class PathPrefixHttpClient extends Stripe.HttpClient {
  private readonly inner = Stripe.createNodeHttpClient();

  constructor(private readonly pathPrefix: string) {
    super();
  }

  override getClientName(): string {
    return this.inner.getClientName();
  }

  override makeRequest(
    ...[host, port, path, ...rest]: Parameters<MakeRequest>
  ): ReturnType<MakeRequest> {
    return this.inner.makeRequest(host, port, `${this.pathPrefix}${path}`, ...rest);
  }
}

export function createStripeClient(apiBaseUrl: string, secretKey: string): Stripe {
  const url = new URL(apiBaseUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: new PathPrefixHttpClient(url.pathname.replace(/\/+$/, '')),
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
}
