/**
 * Every API path the web app calls. Query keys start with one of these, so the
 * default query function knows what to GET.
 */
export const apiPaths = {
  health: '/api/health',
  publicConfig: '/api/config/public',
  auth: {
    user: '/api/auth/user',
    discordUrl: '/api/auth/discord/url',
    discordCallback: '/api/auth/discord/callback',
    completeProfile: '/api/auth/complete-profile',
    adminLogin: '/api/auth/admin-login',
    logout: '/api/auth/logout',
  },
  profile: {
    completeOnboarding: '/api/profile/complete-onboarding',
    uploadAvatar: '/api/profile/upload-avatar',
    update: '/api/profile/update',
    email: '/api/profile/email',
    resendEmailConfirmation: '/api/profile/email/resend-confirmation',
    confirmEmail: '/api/profile/email/confirm',
    exportData: '/api/profile/export',
    deleteAccount: '/api/profile/delete-account',
  },
  dashboard: '/api/dashboard',
  licenses: {
    list: '/api/licenses',
    free: '/api/licenses/free',
    resend: (id: string) => `/api/licenses/${encodeURIComponent(id)}/resend`,
    replace: (id: string) => `/api/licenses/${encodeURIComponent(id)}/replace`,
  },
  purchases: '/api/purchases',
  receipt: (purchaseId: string) => `/api/purchases/${encodeURIComponent(purchaseId)}/receipt`,
  servers: {
    list: '/api/servers',
    undo: (serverId: string) => `/api/servers/${encodeURIComponent(serverId)}/undo`,
  },
  newsletterSubscribe: '/api/newsletter/subscribe',
  feedback: '/api/feedback',
  testimonials: '/api/testimonials',
  metrics: '/api/metrics',
  styles: {
    list: '/api/styles',
    categories: '/api/styles/categories',
    count: '/api/styles/count',
    range: '/api/styles/range',
  },
  payments: {
    createIntent: '/api/create-payment-intent',
  },
  paypal: {
    setup: '/api/paypal/setup',
    order: '/api/paypal/order',
    capture: (orderId: string) => `/api/paypal/order/${encodeURIComponent(orderId)}/capture`,
  },
  admin: {
    stats: '/api/admin/stats',
    securityMetrics: '/api/admin/security-metrics',
    recentPurchases: '/api/admin/recent-purchases',
    activeUsers: '/api/admin/active-users',
    messages: '/api/admin/messages',
    sendMessage: '/api/admin/send-message',
    /** The live stream of admin events, opened with a single-use ticket. */
    events: '/api/admin/events',
    eventsTicket: '/api/admin/events-ticket',
    auditLog: '/api/admin/audit-log',
    praise: {
      list: '/api/admin/praise',
      approve: (id: string) => `/api/admin/praise/${encodeURIComponent(id)}/approve`,
      withdraw: (id: string) => `/api/admin/praise/${encodeURIComponent(id)}/withdraw`,
    },
    purchases: {
      list: '/api/admin/purchases',
      detail: (id: string) => `/api/admin/purchases/${encodeURIComponent(id)}`,
      refund: (id: string) => `/api/admin/purchases/${encodeURIComponent(id)}/refund`,
      resendKey: (id: string) => `/api/admin/purchases/${encodeURIComponent(id)}/resend-key`,
    },
    abuseReports: {
      list: '/api/admin/abuse-reports',
      detail: (id: string) => `/api/admin/abuse-reports/${encodeURIComponent(id)}`,
      resolve: (id: string) => `/api/admin/abuse-reports/${encodeURIComponent(id)}/resolve`,
      liftPause: (id: string) => `/api/admin/abuse-reports/${encodeURIComponent(id)}/lift-pause`,
    },
    users: {
      list: '/api/admin/users',
      detail: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
      revokeSessions: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/revoke-sessions`,
    },
  },
  analytics: {
    dashboard: '/api/analytics/dashboard',
    export: '/api/analytics/export',
  },
} as const;

/**
 * `path` with the given query parameters; empty ones are left out, so the
 * same list with no filter has one URL (and one cache entry).
 */
export function withQuery(path: string, params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
