import type { Translation } from '../locale-shape.ts';
import type { EnglishPageMessages, PageMessages } from './pages/en.ts';

/**
 * The source locale: the messages of the layout and the landing page, which
 * ship with the app. The other pages' messages are in pages/en.ts and load
 * with those pages. Its shape is the contract: every other locale is typed as
 * `ShellMessages` and `PageMessages`, and locales.test.ts also fails on a
 * missing or empty string. Placeholders use single braces: `{year}`. A count
 * is `{count}` in a plural key (`key_one`, `key_other`; see plurals.test.ts).
 */
const en = {
  common: {
    appName: 'Guildsmith',
    loading: 'Loading…',
    error: 'An error occurred',
  },
  a11y: {
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main',
    features: 'Features',
    pricing: 'Pricing',
    about: 'About',
    security: 'Security',
    login: 'Login',
    menu: 'Menu',
    styles: 'Styles',
    dashboard: 'Dashboard',
    servers: 'Servers',
  },
  theme: {
    dark: 'Dark mode',
  },
  language: {
    label: 'Language',
  },
  demo: {
    label: 'Demo mode',
    message: 'Demo mode: payments, Discord and e-mail are simulated locally.',
    mailbox: 'Open the test mailbox',
    hide: 'Hide the demo notice',
  },
  footer: {
    tagline: 'Ready-made Discord server layouts, built with one command.',
    groups: {
      product: 'Product',
      community: 'Community',
      company: 'Company',
    },
    links: {
      features: 'Features',
      pricing: 'Pricing',
      documentation: 'Documentation',
      support: 'Support',
      community: 'Community server',
      about: 'About',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
    },
    newTab: '(opens in a new tab)',
    copyright: '© {year} Guildsmith. All rights reserved.',
    disclaimer: 'Guildsmith is not affiliated with or endorsed by Discord Inc.',
  },
  toast: {
    label: 'Notification',
    viewport: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  home: {
    documentTitle: 'Guildsmith: ready-made Discord server layouts',
    hero: {
      eyebrow: 'Discord server layouts, ready to build',
      title: 'Your whole Discord server, built with one command',
      tagline:
        'Pick a style, type /activate in your server, and Guildsmith creates the roles, channels, permissions, verification and tickets for you. It never deletes what you already have.',
      viewPlans: 'View Plans & Pricing',
      viewFeatures: 'View Features',
      viewPermissions: 'View Bot Permissions',
      status: {
        label: 'Sign-in status',
        checking: 'Checking your sign-in…',
        signedIn: 'Signed in as {name}',
        plan: 'Your plan: {plan}',
        dashboard: 'Go to Dashboard',
        signedOut: 'You are not signed in',
        signedOutText: 'Sign in with Discord to choose a plan and receive your license key.',
        signIn: 'Sign in',
      },
    },
    features: {
      title: 'Everything a new server needs',
      intro:
        'Every style is a complete, tested layout that you can tailor with a few questions before anything is built.',
      styleCount_one: '{count} style in the gallery',
      styleCount_other: '{count} styles in the gallery',
      items: {
        templates: {
          title: 'Ready-made templates',
          body: 'Gaming, coding, creators, study groups and more: complete layouts with categories, channels, staff roles and permissions.',
        },
        security: {
          title: 'Security and verification',
          body: 'New members verify before they see the server, staff channels stay private, and only administrators can activate a key.',
        },
        tickets: {
          title: 'Ticket and support systems',
          body: 'A support desk with ticket categories and staff-only channels comes configured, so members know where to ask for help.',
        },
        bot: {
          title: 'Bot integration',
          body: 'Slash commands do everything: /activate builds, /status reports, /undo removes exactly what the bot created.',
        },
        dashboard: {
          title: 'Your dashboard',
          body: 'License keys, plan, servers and recent builds in one place, with the bot invite a click away.',
        },
        premium: {
          title: 'Premium perks',
          body: 'Higher plans unlock more styles, more settings to tailor, larger builds and priority support.',
        },
      },
    },
    community: {
      title: 'Join the community',
      body: 'Share your server, ask questions and see what other owners build with Guildsmith.',
      join: 'Join our Discord server',
    },
    pricing: {
      title: 'Simple, one-time pricing',
      body: 'Start free with one style. Paid plans are one-time passes with no subscription to cancel: Starter, Premium and Ultimate unlock more styles for 30 days, and Lifetime unlocks every style for good.',
      guarantee: 'Every purchase comes with a 30-day money-back guarantee.',
      lifetimeSavings:
        'Twelve 30-day Ultimate passes cost {ultimateYear}. Lifetime costs {lifetime} once and never expires: {savings} less.',
    },
    about: {
      title: 'About Guildsmith',
      body: 'Guildsmith is made for people who would rather run their community than spend an evening creating channels by hand. Buy a plan, receive your license key by e-mail, type /activate in your server and answer a few questions. The bot does the rest.',
      steps: {
        buy: 'Choose a plan: your license key arrives by e-mail.',
        invite: 'Invite the Guildsmith bot to your server.',
        activate: 'Type /activate with your key and answer a few questions.',
        build: 'Check the dry run, and the bot builds your server.',
      },
      demo: {
        label: 'Demo conversation with the Guildsmith bot',
        channel: 'general',
        replay: 'Replay',
        you: 'You',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'Key accepted for this server. Answer a few questions, or use the defaults for the rest.',
        dryRun:
          'Dry run ready: here is every role and channel I will create. Nothing you have is deleted. Build it?',
        progress: {
          roles: 'Roles created',
          channels: 'Categories and channels created',
          messages: 'Welcome, rules, verification and ticket messages posted',
        },
        done: 'Done! Your server is ready. Changed your mind? /undo removes exactly what I created.',
      },
    },
    testimonials: {
      title: 'Loved by server owners',
      label: 'Testimonials',
      carousel: 'carousel',
      slide: 'testimonial',
      position: '{number} of {total}',
      show: 'Show testimonial {number} of {total}',
    },
    counters: {
      styles: 'Styles in the gallery',
      servers: 'Servers built',
      feedback: 'Messages from our community',
    },
  },
  auth: {
    loginTitle: 'Sign in to Guildsmith',
    loginSubtitle:
      'Use your Discord account to buy plans, get license keys and manage your servers.',
    continueWithDiscord: 'Continue with Discord',
    connecting: 'Connecting to Discord…',
    rememberDevice: 'Remember this device for 30 days',
    accessNote:
      'We only access your Discord account ID, username, e-mail address and server list. We never read your messages and never post as you.',
    adminLogin: 'Admin Login',
    backHome: 'Back to home',
    startErrorTitle: 'Authentication Error',
    startErrorDescription: 'Failed to start Discord authentication. Please try again.',
    authenticating: 'Authenticating',
    authenticatingText: 'Finishing your Discord sign-in…',
    success: 'Success',
    successText: 'You are signed in. Taking you onwards…',
    failedTitle: 'Authentication Failed',
    returningHome: 'Returning to the home page in a few seconds…',
    cancelled: 'Discord authentication was cancelled or failed',
    noCode: 'Invalid Authentication: No authorization code received from Discord.',
    invalidResponse: 'Invalid response from server. Please try again.',
    invalidUser: 'Invalid user data received from Discord',
    failed: 'Authentication failed',
    homeErrorTitle: 'Authentication Failed',
    homeErrorText: 'There was an error during Discord authentication. Please try again.',
    homeDataErrorTitle: 'Authentication Error',
    homeDataErrorText: 'Failed to process login data. Please try again.',
  },
  account: {
    menu: 'Account menu',
    accountId: 'Account ID',
    plan: 'Plan',
    upgrade: 'Upgrade',
    profileSettings: 'Profile Settings',
    accountSettings: 'Account Settings',
    signOut: 'Sign Out',
    noEmail: 'No email',
  },
  plans: {
    free: 'Free',
    starter: 'Starter',
    premium: 'Premium',
    ultimate: 'Ultimate',
    lifetime: 'Shining Lifetime',
  },
  onboarding: {
    title: 'Welcome to Guildsmith',
    stepOf: 'Step {current} of {total}',
    progress: '{percent}% complete',
    connectTitle: 'Connect your account',
    connectText: 'Done: your Discord account is connected.',
    inviteTitle: 'Invite the bot',
    inviteText:
      'Add the Guildsmith bot to your server. It needs the Administrator permission to create channels and roles.',
    inviteBot: 'Invite Bot',
    styleTitle: 'Choose a style',
    styleText: 'Browse the gallery and pick the layout your server will get.',
    next: 'Next',
    chooseStyle: 'Choose Style',
    skip: 'Skip',
    close: 'Close',
    doneTitle: 'You are all set',
    doneText: 'Onboarding complete. Enjoy Guildsmith!',
    failed: 'Failed to complete onboarding. Please try again.',
  },
  planFeatures: {
    accountSignIn: 'Discord account sign-in',
    basicTemplates: 'Basic templates',
    communitySupport: 'Community support',
    advancedConfiguration: 'Advanced configuration',
    emailSupport: 'E-mail support',
    verificationSystems: 'Verification systems',
    ticketingSystem: 'Ticketing system',
    prioritySupport: 'Priority support',
    allPremiumFeatures: 'All Premium features',
    advancedSecurity: 'Advanced security',
    support247: '24/7 support',
    allTemplates: 'All templates',
    lifetimeAccess: 'Lifetime access',
    noMonthlyFees: 'No monthly fees, ever',
  },
  planTaglines: {
    free: 'Try Guildsmith with one ready-made layout.',
    starter: 'For new communities that want a solid structure fast.',
    premium: 'Verification, tickets and richer layouts for growing servers.',
    ultimate: 'Advanced security and the largest layouts for serious communities.',
    lifetime: 'Every template, every update, forever. No monthly fees.',
  },
  pricing: {
    documentTitle: 'Pricing',
    title: 'Plans & pricing',
    subtitle:
      'One-time passes with no subscription to cancel. Upgrades take effect the moment your payment succeeds.',
    currentPlanChip: 'Your plan:',
    plansLabel: 'Plans',
    previousPlans: 'Previous plans',
    nextPlans: 'More plans',
    period: {
      forever: 'forever',
      month: 'for 30 days',
      oneTime: 'one-time',
    },
    mostPopular: 'Most Popular',
    limitedTime: 'Limited Time',
    lifetimeDeal: 'Lifetime Deal',
    saveOver: 'Save over {amount} versus {plan}',
    listPrice: 'Regular price {price}',
    templates_one: '{count} template',
    templates_other: '{count} templates',
    questions: '{range} settings to tailor',
    channels_one: 'Up to {count} channel per build',
    channels_other: 'Up to {count} channels per build',
    notIncluded: 'Not included',
    currentPlan: 'Current Plan',
    upgrade: 'Upgrade to {plan}',
    choose: 'Choose {plan}',
    signIn: 'Sign in to choose',
    faqTitle: 'Frequently asked questions',
    faq: {
      changes: {
        question: 'When does a plan change take effect?',
        answer:
          'Immediately. As soon as your payment succeeds your account has the new plan and your license key is on its way by e-mail.',
      },
      lifetime: {
        question: 'What does Lifetime include?',
        answer:
          'Every template in the gallery, including every one we add later, and all future updates. You pay once and never again.',
      },
      guarantee: {
        question: 'Can I get my money back?',
        answer:
          'Yes. Every purchase has a 30-day money-back guarantee: write to support within 30 days and we refund you in full.',
      },
      install: {
        question: 'Do I need to install anything?',
        answer:
          'No. Invite the bot to your server, type /activate with your key, and everything is built for you from Discord.',
      },
      support: {
        question: 'How do I get help?',
        answer:
          'Write to {email}. For a question about a purchase, add the order number from your receipt.',
      },
    },
  },
  newsletter: {
    title: 'Stay in the loop',
    text: 'New styles, bot features and launch deals, straight to your inbox.',
    formLabel: 'Newsletter sign-up',
    label: 'E-mail address',
    placeholder: 'you@example.com',
    hint: 'We send a confirmation link first. Every e-mail has a one-click unsubscribe link.',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    success: 'Successfully subscribed!',
    successText: 'Check your e-mail to confirm: open the link we just sent you.',
    failed: 'Failed to subscribe. Please try again.',
  },
  platformStats: {
    title: 'Platform statistics',
    intro: 'Live figures from Guildsmith, updated every 30 seconds.',
    loading: 'Loading statistics',
    items: {
      activeUsers: 'Active users (30 days)',
      serversCreated: 'Servers created',
      templatesAvailable: 'Templates available',
      monthlyGrowth: 'New users vs last month',
    },
  },
  feedback: {
    button: 'Feedback',
    title: 'Send feedback',
    description: 'Found a bug or have an idea? Tell us; the team reads every message.',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    categories: {
      bug: 'Bug Report',
      feature: 'Feature Request',
      suggestion: 'General Suggestion',
      praise: 'Praise',
    },
    message: 'Message',
    messagePlaceholder: 'What happened, or what would you like to see?',
    count: '{length}/{max}',
    required: 'Please select a category and enter your message.',
    submit: 'Send feedback',
    submitting: 'Sending…',
    success: 'Thank you for your feedback!',
    error: 'Failed to send feedback. Please try again.',
    close: 'Close',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be loaded. Reloading usually fixes it.',
    reload: 'Reload page',
  },
};

/** The layout's and the landing's messages, as each language translates them. */
export type ShellMessages = Translation<typeof en>;
export type { PageMessages };
/** Every English message, as `t()` takes them. */
export type Messages = typeof en & EnglishPageMessages;

export default en;
