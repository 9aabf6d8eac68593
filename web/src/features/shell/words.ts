// Plain data, no i18n instance or hooks: the browser tests read it outside a browser (web/test/english-texts.ts).

/** What the shell says: top bar, user menu, footer, banners and error screens (spec 01 §2). */
export const shellEn = {
  appName: 'Mitigation Survey',
  home: 'Home',
  termsAndConditions: 'Terms and Conditions',
  contactUs: 'Contact Us',
  changePassword: 'Change Password',
  enableTwoFactor: 'Enable Two Factor Authentication',
  notificationSettings: 'Notification Settings',
  /** The account's time zone (issue 36). */
  timeZone: 'Time Zone',
  /** Beside Enable Two Factor Authentication once it is on. */
  on: 'On',
  logOut: 'Log Out',
  signUp: 'Sign Up',
  logIn: 'Log In',
  signUpOrLogIn: 'Sign Up or Log In',
  userMenuOf: 'User menu of {{name}}',
  client: 'Client',
  account: 'Account',
  clientOf: 'Client of {{subscriber}}',
  noAccess: 'No Access',
  pageNotFound: 'Page Not Found',
  pageDoesNotExist: 'The page you asked for does not exist.',
  newVersionAvailable: 'A new version of this app is available.',
  reloadToContinue: 'Reload the page to continue.',
  somethingWentWrong: 'Something went wrong.',
  updateNow: 'Update Now',
  reload: 'Reload',
  loading: 'Loading',
} as const;

/**
 * The shell's words for a client or supporter reading Spanish (issue 15), every one written out (none falls
 * back to the English: `i18n.unit.test.ts`); the product's name stays.
 */
export const shellEs: Record<keyof typeof shellEn, string> = {
  appName: shellEn.appName,
  home: 'Inicio',
  termsAndConditions: 'Términos y condiciones',
  contactUs: 'Contáctenos',
  changePassword: 'Cambiar contraseña',
  enableTwoFactor: 'Activar la verificación en dos pasos',
  notificationSettings: 'Avisos',
  timeZone: 'Zona horaria',
  on: 'Activada',
  logOut: 'Cerrar sesión',
  signUp: 'Registrarse',
  logIn: 'Iniciar sesión',
  signUpOrLogIn: 'Registrarse o iniciar sesión',
  userMenuOf: 'Menú de {{name}}',
  client: 'Cliente',
  account: 'Cuenta',
  clientOf: 'Cliente de {{subscriber}}',
  noAccess: 'Sin acceso',
  pageNotFound: 'Página no encontrada',
  pageDoesNotExist: 'La página que pidió no existe.',
  newVersionAvailable: 'Hay una nueva versión de esta aplicación.',
  reloadToContinue: 'Vuelva a cargar la página para continuar.',
  somethingWentWrong: 'Algo salió mal.',
  updateNow: 'Actualizar ahora',
  reload: 'Volver a cargar',
  loading: 'Cargando',
};
