/** What the shell says: top bar, user menu, footer, banners and error screens (spec 01 §2). */
export interface ShellTexts {
  appName: string;
  home: string;
  termsAndConditions: string;
  contactUs: string;
  changePassword: string;
  enableTwoFactor: string;
  notificationSettings: string;
  timeZone: string;
  on: string;
  logOut: string;
  signUp: string;
  logIn: string;
  signUpOrLogIn: string;
  userMenuOf: (name: string | null) => string;
  client: string;
  account: string;
  clientOf: (subscriber: string) => string;
  noAccess: string;
  pageNotFound: string;
  pageDoesNotExist: string;
  newVersionAvailable: string;
  reloadToContinue: string;
  somethingWentWrong: string;
  updateNow: string;
  reload: string;
  loading: string;
}

export const ShellMessages: ShellTexts = {
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
  userMenuOf: (name: string | null) => `User menu of ${name}`,
  client: 'Client',
  account: 'Account',
  clientOf: (subscriber: string) => `Client of ${subscriber}`,
  noAccess: 'No Access',
  pageNotFound: 'Page Not Found',
  pageDoesNotExist: 'The page you asked for does not exist.',
  newVersionAvailable: 'A new version of this app is available.',
  reloadToContinue: 'Reload the page to continue.',
  somethingWentWrong: 'Something went wrong.',
  updateNow: 'Update Now',
  reload: 'Reload',
  loading: 'Loading',
};

/**
 * The shell's words for a client or supporter reading Spanish (issue 15), every one written out (none falls
 * back to the English: `messages.unit.test.ts`); the product's name stays.
 */
export const ShellMessagesEs: ShellTexts = {
  appName: ShellMessages.appName,
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
  userMenuOf: (name) => `Menú de ${name}`,
  client: 'Cliente',
  account: 'Cuenta',
  clientOf: (subscriber) => `Cliente de ${subscriber}`,
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
