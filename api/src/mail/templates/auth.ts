import { composeMail, type MailTemplate } from '../compose.js';

/**
 * The account e-mails. They go to an address that may not be verified yet, in the language the
 * person chose when registering (the tenant's default otherwise).
 */

/** The code and how long it lives (`CODE_TTL_MS` in the e-mail codes). */
export const verificationCodeMail: MailTemplate<{ code: string }> = ({ code }, { locale }) =>
  locale === 'es'
    ? composeMail(`Tu código de verificación: ${code}`, `Tu código de verificación es ${code}. Es válido durante 5 minutos.`)
    : composeMail(`Your verification code: ${code}`, `Your verification code is ${code}. It is valid for 5 minutes.`);

export const resetPasswordMail: MailTemplate<{ link: string }> = ({ link }, { locale }) =>
  locale === 'es'
    ? composeMail('Restablece tu contraseña', 'Abre este enlace en los próximos 60 minutos para elegir una contraseña nueva:', link, '', 'Si no lo has pedido, ignora este correo.')
    : composeMail('Reset your password', 'Open this link within 60 minutes to choose a new password:', link, '', 'If you did not ask for it, ignore this e-mail.');
