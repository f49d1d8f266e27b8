import type { ShellMessages } from './en.ts';

const es: ShellMessages = {
  common: {
    appName: 'Guildsmith',
    loading: 'Cargando…',
    error: 'Se produjo un error',
  },
  a11y: {
    skipToContent: 'Saltar al contenido',
  },
  nav: {
    label: 'Principal',
    features: 'Funciones',
    pricing: 'Precios',
    about: 'Acerca de',
    security: 'Seguridad',
    login: 'Iniciar sesión',
    menu: 'Menú',
    styles: 'Estilos',
    dashboard: 'Panel',
    servers: 'Servidores',
  },
  theme: {
    dark: 'Modo oscuro',
  },
  language: {
    label: 'Idioma',
  },
  demo: {
    label: 'Modo demo',
    message: 'Modo demo: los pagos, Discord y el correo electrónico se simulan localmente.',
    mailbox: 'Abrir el buzón de prueba',
    hide: 'Ocultar el aviso de demo',
  },
  footer: {
    tagline: 'Diseños de servidores de Discord listos para usar, creados con un solo comando.',
    groups: {
      product: 'Producto',
      community: 'Comunidad',
      company: 'Empresa',
    },
    links: {
      features: 'Funciones',
      pricing: 'Precios',
      documentation: 'Documentación',
      support: 'Soporte',
      community: 'Servidor de la comunidad',
      about: 'Acerca de',
      privacy: 'Política de privacidad',
      terms: 'Términos del servicio',
    },
    newTab: '(se abre en una pestaña nueva)',
    copyright: '© {year} Guildsmith. Todos los derechos reservados.',
    disclaimer: 'Guildsmith no está afiliado a Discord Inc. ni cuenta con su respaldo.',
  },
  toast: {
    label: 'Notificación',
    viewport: 'Notificaciones ({hotkey})',
    close: 'Cerrar notificación',
  },
  home: {
    documentTitle: 'Guildsmith: diseños de servidores de Discord listos para usar',
    hero: {
      eyebrow: 'Diseños de servidores de Discord, listos para construir',
      title: 'Tu servidor de Discord completo, creado con un solo comando',
      tagline:
        'Elige un estilo, escribe /activate en tu servidor y Guildsmith creará por ti los roles, los canales, los permisos, la verificación y los tickets. Nunca borra lo que ya tienes.',
      viewPlans: 'Ver planes y precios',
      viewFeatures: 'Ver funciones',
      viewPermissions: 'Ver permisos del bot',
      status: {
        label: 'Estado de la sesión',
        checking: 'Comprobando tu sesión…',
        signedIn: 'Sesión iniciada como {name}',
        plan: 'Tu plan: {plan}',
        dashboard: 'Ir al panel',
        signedOut: 'No has iniciado sesión',
        signedOutText:
          'Inicia sesión con Discord para elegir un plan y recibir tu clave de licencia.',
        signIn: 'Iniciar sesión',
      },
    },
    features: {
      title: 'Todo lo que necesita un servidor nuevo',
      intro:
        'Cada estilo es un diseño completo y probado que puedes ajustar con unas pocas preguntas antes de construir nada.',
      styleCount: '{count} estilos en la galería',
      items: {
        templates: {
          title: 'Plantillas listas para usar',
          body: 'Gaming, programación, creadores, grupos de estudio y más: diseños completos con categorías, canales, roles de staff y permisos.',
        },
        security: {
          title: 'Seguridad y verificación',
          body: 'Los nuevos miembros se verifican antes de ver el servidor, los canales del staff siguen siendo privados y solo los administradores pueden activar una clave.',
        },
        tickets: {
          title: 'Sistemas de tickets y soporte',
          body: 'Un área de soporte con categorías de tickets y canales solo para el staff viene configurada, para que los miembros sepan dónde pedir ayuda.',
        },
        bot: {
          title: 'Integración con el bot',
          body: 'Los comandos de barra lo hacen todo: /activate construye, /status informa y /undo elimina exactamente lo que creó el bot.',
        },
        dashboard: {
          title: 'Tu panel',
          body: 'Claves de licencia, plan, servidores y construcciones recientes en un solo lugar, con la invitación del bot a un clic.',
        },
        premium: {
          title: 'Ventajas premium',
          body: 'Los planes superiores desbloquean más estilos, más preguntas de configuración, construcciones más grandes y soporte prioritario.',
        },
      },
    },
    community: {
      title: 'Únete a la comunidad',
      body: 'Comparte tu servidor, haz preguntas y descubre lo que otros crean con Guildsmith.',
      join: 'Unirse a nuestro servidor de Discord',
    },
    pricing: {
      title: 'Precios sencillos y de pago único',
      body: 'Empieza gratis con un estilo. Los planes de pago son pases de pago único, sin suscripción que cancelar: Starter, Premium y Ultimate desbloquean más estilos durante 30 días, y Lifetime desbloquea todos los estilos para siempre.',
      guarantee: 'Todas las compras incluyen una garantía de devolución de 30 días.',
      lifetimeSavings:
        'Doce pases de Ultimate de 30 días cuestan {ultimateYear}. Lifetime cuesta {lifetime} una sola vez y nunca caduca: {savings} menos.',
    },
    about: {
      title: 'Acerca de Guildsmith',
      body: 'Guildsmith está hecho para quienes prefieren dirigir su comunidad antes que pasar una tarde creando canales a mano. Compra un plan, recibe tu clave de licencia por correo, escribe /activate en tu servidor y responde unas pocas preguntas. El bot se encarga del resto.',
      steps: {
        buy: 'Elige un plan: tu clave de licencia llega por correo.',
        invite: 'Invita al bot de Guildsmith a tu servidor.',
        activate: 'Escribe /activate con tu clave y responde unas pocas preguntas.',
        build: 'Revisa la vista previa y el bot construye tu servidor.',
      },
      demo: {
        label: 'Conversación de ejemplo con el bot de Guildsmith',
        channel: 'general',
        replay: 'Repetir',
        you: 'Tú',
        keyOption: 'key: TPL-7KQ2M-…',
        accepted:
          'Clave aceptada para este servidor. Responde unas pocas preguntas o usa los valores predeterminados para el resto.',
        dryRun:
          'Vista previa lista: aquí está cada rol y canal que voy a crear. No se borra nada tuyo. ¿Lo construyo?',
        progress: {
          roles: 'Roles creados',
          channels: 'Categorías y canales creados',
          messages: 'Mensajes de bienvenida, reglas, verificación y tickets publicados',
        },
        done: '¡Listo! Tu servidor está preparado. ¿Cambiaste de idea? /undo elimina exactamente lo que creé.',
      },
    },
    testimonials: {
      title: 'Los dueños de servidores lo adoran',
      label: 'Testimonios',
      carousel: 'carrusel',
      slide: 'testimonio',
      position: '{number} de {total}',
      show: 'Mostrar el testimonio {number} de {total}',
      rating: 'Valoración: {rating} de 5',
      items: {
        esports: {
          role: 'Dueño del servidor de un equipo de esports',
          content:
            'Pruebas, scrims y una zona de staff listas en diez minutos. La vista previa mostraba exactamente qué iba a cambiar, así que me atreví a usarlo en nuestro servidor en vivo.',
        },
        coding: {
          role: 'Mantenedora de una comunidad de código abierto',
          content:
            'Foros de ayuda, canales de anuncios y un servicio de tickets para reportes de seguridad, todo con permisos sensatos. Antes me llevaba un fin de semana.',
        },
        creator: {
          role: 'Streamer y creador de contenido',
          content:
            'La verificación frenó los raids de bots desde el primer día. Cambié un par de respuestas durante la configuración y el diseño seguía sintiéndose mío.',
        },
        study: {
          role: 'Organizadora de un grupo de estudio universitario',
          content:
            'Canales para cada asignatura, salas de voz para estudiar juntos, y cuando elegimos el estilo equivocado, /undo lo limpió por completo.',
        },
      },
    },
    counters: {
      styles: 'Estilos en la galería',
      servers: 'Servidores construidos',
      feedback: 'Mensajes de nuestra comunidad',
    },
  },
  auth: {
    loginTitle: 'Inicia sesión en Guildsmith',
    loginSubtitle:
      'Usa tu cuenta de Discord para comprar planes, recibir claves de licencia y gestionar tus servidores.',
    continueWithDiscord: 'Continuar con Discord',
    connecting: 'Conectando con Discord…',
    rememberDevice: 'Recordar este dispositivo durante 30 días',
    accessNote:
      'Solo accedemos al ID de tu cuenta de Discord, tu nombre de usuario, tu correo electrónico y tu lista de servidores. Nunca leemos tus mensajes ni publicamos en tu nombre.',
    adminLogin: 'Acceso de administrador',
    backHome: 'Volver al inicio',
    startErrorTitle: 'Error de autenticación',
    startErrorDescription: 'No se pudo iniciar la autenticación con Discord. Inténtalo de nuevo.',
    authenticating: 'Autenticando',
    authenticatingText: 'Completando tu inicio de sesión con Discord…',
    success: 'Listo',
    successText: 'Has iniciado sesión. Te llevamos a continuación…',
    failedTitle: 'Autenticación fallida',
    returningHome: 'Volviendo a la página de inicio en unos segundos…',
    cancelled: 'La autenticación con Discord se canceló o falló',
    noCode: 'Autenticación no válida: no se recibió ningún código de autorización de Discord.',
    invalidResponse: 'Respuesta no válida del servidor. Inténtalo de nuevo.',
    invalidUser: 'Se recibieron datos de usuario no válidos de Discord',
    failed: 'La autenticación falló',
    homeErrorTitle: 'Autenticación fallida',
    homeErrorText: 'Se produjo un error durante la autenticación con Discord. Inténtalo de nuevo.',
    homeDataErrorTitle: 'Error de autenticación',
    homeDataErrorText: 'No se pudieron procesar los datos de inicio de sesión. Inténtalo de nuevo.',
  },
  account: {
    menu: 'Menú de la cuenta',
    accountId: 'ID de cuenta',
    plan: 'Plan',
    upgrade: 'Mejorar',
    profileSettings: 'Ajustes del perfil',
    accountSettings: 'Ajustes de la cuenta',
    signOut: 'Cerrar sesión',
    noEmail: 'Sin correo',
  },
  plans: {
    free: 'Gratis',
    starter: 'Starter',
    premium: 'Premium',
    ultimate: 'Ultimate',
    lifetime: 'Vitalicio',
  },
  onboarding: {
    title: 'Te damos la bienvenida a Guildsmith',
    stepOf: 'Paso {current} de {total}',
    progress: '{percent}% completado',
    connectTitle: 'Conecta tu cuenta',
    connectText: 'Hecho: tu cuenta de Discord está conectada.',
    inviteTitle: 'Invita al bot',
    inviteText:
      'Añade el bot de Guildsmith a tu servidor. Necesita el permiso de Administrador para crear canales y roles.',
    inviteBot: 'Invitar bot',
    styleTitle: 'Elige un estilo',
    styleText: 'Explora la galería y elige el diseño que tendrá tu servidor.',
    next: 'Siguiente',
    chooseStyle: 'Elegir estilo',
    skip: 'Omitir',
    close: 'Cerrar',
    doneTitle: 'Todo listo',
    doneText: 'Configuración inicial completada. ¡Disfruta de Guildsmith!',
    failed: 'No se pudo completar la configuración inicial. Inténtalo de nuevo.',
  },
  planFeatures: {
    accountSignIn: 'Inicio de sesión con tu cuenta de Discord',
    basicTemplates: 'Plantillas básicas',
    communitySupport: 'Soporte de la comunidad',
    advancedConfiguration: 'Configuración avanzada',
    emailSupport: 'Soporte por correo electrónico',
    verificationSystems: 'Sistemas de verificación',
    ticketingSystem: 'Sistema de tickets',
    prioritySupport: 'Soporte prioritario',
    allPremiumFeatures: 'Todas las funciones Premium',
    advancedSecurity: 'Seguridad avanzada',
    support247: 'Soporte 24/7',
    allTemplates: 'Todas las plantillas',
    lifetimeAccess: 'Acceso de por vida',
    noMonthlyFees: 'Sin cuotas mensuales, nunca',
  },
  pricing: {
    documentTitle: 'Precios',
    title: 'Planes y precios',
    subtitle:
      'Pases de pago único, sin suscripción que cancelar. Las mejoras se aplican en cuanto tu pago se completa.',
    currentPlanChip: 'Tu plan:',
    plansLabel: 'Planes',
    previousPlans: 'Planes anteriores',
    nextPlans: 'Más planes',
    period: {
      forever: 'para siempre',
      month: 'durante 30 días',
      oneTime: 'pago único',
    },
    mostPopular: 'Más popular',
    limitedTime: 'Tiempo limitado',
    listPrice: 'Precio habitual {price}',
    templates: '{count} plantillas',
    questions: '{range} preguntas de configuración',
    channels: 'Hasta {count} canales por construcción',
    notIncluded: 'No incluido',
    currentPlan: 'Plan actual',
    upgrade: 'Mejorar a {plan}',
    choose: 'Elegir {plan}',
    signIn: 'Inicia sesión para elegir',
    faqTitle: 'Preguntas frecuentes',
    faq: {
      changes: {
        question: '¿Cuándo se aplica un cambio de plan?',
        answer:
          'De inmediato. En cuanto tu pago se completa, tu cuenta tiene el nuevo plan y tu clave de licencia va de camino por correo.',
      },
      lifetime: {
        question: '¿Qué incluye Lifetime?',
        answer:
          'Todas las plantillas de la galería, incluidas las que añadamos más adelante, y todas las actualizaciones futuras. Pagas una vez y nunca más.',
      },
      guarantee: {
        question: '¿Puedo recuperar mi dinero?',
        answer:
          'Sí. Cada compra tiene una garantía de devolución de 30 días: escribe a soporte dentro de ese plazo y te reembolsamos el importe completo.',
      },
      install: {
        question: '¿Tengo que instalar algo?',
        answer:
          'No. Invita al bot a tu servidor, escribe /activate con tu clave y todo se crea por ti desde Discord.',
      },
      support: {
        question: '¿Cómo consigo ayuda?',
        answer:
          'Escribe a {email}. Si tu pregunta es sobre una compra, añade el número de pedido de tu recibo.',
      },
    },
  },
  newsletter: {
    title: 'Mantente al día',
    text: 'Nuevos estilos, funciones del bot y ofertas de lanzamiento, directamente en tu bandeja de entrada.',
    formLabel: 'Suscripción al boletín',
    label: 'Correo electrónico',
    placeholder: 'tu@ejemplo.com',
    hint: 'Primero te enviamos un enlace de confirmación. Cada correo incluye un enlace para darte de baja con un clic.',
    submit: 'Suscribirse',
    submitting: 'Suscribiendo…',
    emailRequired: 'Introduce tu dirección de correo electrónico.',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    success: '¡Suscripción realizada con éxito!',
    successText:
      'Revisa tu bandeja de entrada y haz clic en el enlace de nuestro correo para confirmar tu dirección.',
    failed: 'No se pudo completar la suscripción. Inténtalo de nuevo.',
  },
  platformStats: {
    title: 'Estadísticas de la plataforma',
    intro: 'Cifras en directo de Guildsmith, actualizadas cada 30 segundos.',
    loading: 'Cargando estadísticas',
    items: {
      activeUsers: 'Usuarios activos (30 días)',
      serversCreated: 'Servidores creados',
      templatesAvailable: 'Plantillas disponibles',
      monthlyGrowth: 'Usuarios nuevos frente al mes anterior',
    },
  },
  feedback: {
    button: 'Comentarios',
    title: 'Enviar comentarios',
    description:
      '¿Has encontrado un error o tienes una idea? Cuéntanoslo; el equipo lee todos los mensajes.',
    category: 'Categoría',
    categoryPlaceholder: 'Selecciona una categoría',
    categories: {
      bug: 'Informe de error',
      feature: 'Solicitud de función',
      suggestion: 'Sugerencia general',
      praise: 'Elogio',
    },
    message: 'Mensaje',
    messagePlaceholder: '¿Qué ha pasado o qué te gustaría ver?',
    count: '{length}/{max}',
    required: 'Selecciona una categoría y escribe tu mensaje.',
    submit: 'Enviar comentarios',
    submitting: 'Enviando…',
    success: '¡Gracias por tus comentarios!',
    error: 'No se pudieron enviar los comentarios. Inténtalo de nuevo.',
    close: 'Cerrar',
  },
  routeError: {
    title: 'Algo salió mal',
    body: 'No se ha podido cargar esta página. Volver a cargarla suele solucionarlo.',
    reload: 'Recargar la página',
  },
};

export default es;
