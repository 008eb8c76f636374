import type { Language } from '../../i18n/i18n.ts';

/**
 * spec: browsing 2, Legal pages — the built-in texts shown when the config has no HTML version: terms
 * with the 18-or-older rule, 30 days' notice and liability capped at 100 USD; a privacy policy that
 * mentions children under 13 and 128-bit TLS, with the provider's contact details. Operators replace
 * them through the config's privacyPolicy / termsOfUse documents.
 */
export const builtInTerms: Record<Language, string> = {
  en: `# Terms of use

You must be **18 years or older** to create an account or buy a subscription.

We may change these terms. We give **30 days' notice** of any material change by email or on this site.

The service is provided as is. Our total liability to you is limited to **100 USD**.`,
  es: `# Términos de uso

Debes tener **18 años o más** para crear una cuenta o comprar una suscripción.

Podemos cambiar estos términos. Avisamos con **30 días de antelación** de cualquier cambio importante, por correo o en este sitio.

El servicio se ofrece tal cual. Nuestra responsabilidad total ante ti se limita a **100 USD**.`,
};

export const builtInPrivacy: Record<Language, string> = {
  en: `# Privacy policy

We collect only what the service needs: your account details, what you watch and your device settings.

This service is not directed to **children under 13**, and we do not knowingly collect their data.

Your data travels over connections protected with **128-bit TLS** encryption.

Contact: the operator of this site, privacy@example.org.`,
  es: `# Política de privacidad

Solo recogemos lo que el servicio necesita: los datos de tu cuenta, lo que ves y los ajustes de tu dispositivo.

Este servicio no está dirigido a **menores de 13 años** y no recogemos sus datos a sabiendas.

Tus datos viajan por conexiones protegidas con cifrado **TLS de 128 bits**.

Contacto: el operador de este sitio, privacy@example.org.`,
};

/** spec: browsing 1, About page. */
export const aboutText: Record<Language, string> = {
  en: `# About

An open-source video website built on a hosted video-player platform.

**Supported:** HLS playback, live streams, branding, search and recommendations, ads, favourites and continue watching (kept per browser), social sharing.

**Not supported:** DRM, encrypted HLS, signed URLs, self-hosted players.`,
  es: `# Acerca de

Un sitio de vídeo de código abierto construido sobre una plataforma de reproducción alojada.

**Admite:** reproducción HLS, emisiones en directo, imagen de marca, búsqueda y recomendaciones, anuncios, favoritos y seguir viendo (guardados en cada navegador), compartir en redes.

**No admite:** DRM, HLS cifrado, URL firmadas, reproductores propios.`,
};
