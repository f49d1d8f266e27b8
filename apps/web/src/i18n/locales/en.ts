/**
 * The source locale. Its shape is the contract: every other locale is typed as
 * `Messages`, and locales.test.ts also fails on a missing or empty string.
 * Placeholders use single braces: `{year}`.
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
      viewPlans: 'View plans & pricing',
      viewFeatures: 'View features',
    },
    features: {
      title: 'Everything a new server needs',
      intro:
        'Every style is a complete, tested layout that you can tailor with a few questions before anything is built.',
      items: {
        styles: {
          title: 'Ready-made styles',
          body: 'Gaming, coding, content creators and more: complete layouts with categories, channels and staff roles.',
        },
        dryRun: {
          title: 'Dry run first',
          body: 'See every role and channel that will be created before the bot touches your server.',
        },
        safe: {
          title: 'Never wipes your server',
          body: 'Guildsmith only adds. /undo removes exactly what it created and nothing else.',
        },
        resumable: {
          title: 'Builds that finish',
          body: 'Every step is journaled, so an interrupted build resumes without duplicates.',
        },
        systems: {
          title: 'Working bot setups',
          body: 'Verification, tickets, welcome and rules messages come configured and ready to use.',
        },
        security: {
          title: 'Secure by design',
          body: 'Only server administrators can activate a key, and the bot responds only to slash commands.',
        },
      },
    },
    pricing: {
      title: 'Simple, one-time pricing',
      body: 'Start free with one style. Paid plans are one-time passes with no subscription to cancel: Starter, Premium and Ultimate unlock more styles for 30 days, and Lifetime unlocks every style for good.',
      guarantee: 'Every purchase comes with a 30-day money-back guarantee.',
    },
    about: {
      title: 'About Guildsmith',
      body: 'Guildsmith is made for people who would rather run their community than spend an evening creating channels by hand. Buy a plan, receive your license key by e-mail, type /activate in your server and answer a few questions. The bot does the rest.',
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
    lifetime: 'Lifetime',
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
  profile: {
    title: 'Profile',
    setupTitle: 'Complete your profile',
    setupSubtitle: 'Tell us what to call you. You can change this later.',
    profileName: 'Profile Name *',
    bio: 'Bio',
    website: 'Website',
    twitter: 'Twitter',
    github: 'GitHub',
    choosePicture: 'Choose a profile picture',
    pictureHint: 'PNG, JPEG, WebP or GIF, at most 5 MB.',
    picturePreview: 'Profile picture preview',
    invalidImage: 'Please select a valid image file.',
    imageTooLarge: 'File size must be less than 5MB.',
    completeSetup: 'Complete Profile Setup',
    skipForNow: 'Skip for now',
    setupDoneTitle: 'Profile Setup Complete',
    setupDoneText: 'Your profile has been created successfully!',
    setupFailedTitle: 'Profile Setup Failed',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Profile saved successfully!',
    saveFailed: 'Failed to save profile. Please try again.',
    pictureUpdated: 'Profile picture updated successfully!',
    pictureFailed: 'Failed to upload profile picture. Please try again.',
  },
  admin: {
    portalTitle: 'Admin Portal',
    loginTitle: 'Admin Login',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    loginFailed: 'Login Failed',
    errorIncorrect: 'Username or password is incorrect',
    errorNotFound: 'Admin account not found',
    errorServer: 'Server error. Please try again later',
    errorNetwork: 'Connection error. Please check your internet',
    errorInvalid: 'Invalid admin credentials',
    errorGeneric: 'An error occurred during login',
  },
  notFound: {
    title: '404 Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be loaded. Reloading usually fixes it.',
    reload: 'Reload page',
  },
};

export type Messages = typeof en;

export default en;
