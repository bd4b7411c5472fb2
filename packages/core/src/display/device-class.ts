export type DeviceClass = 'Mobile' | 'Tablet' | 'Desktop';

/**
 * Windows this wide or narrower (CSS px) get the phone layout whatever their device class, as in
 * the stylesheets' `@media (max-width: 760px)`.
 */
export const PHONE_LAYOUT_MAX_WIDTH = 760;

const mobilePattern = /iphone|ipad|ipod|android|blackberry|windows phone/i;
const tabletPattern = /tablet|kindle|silk|playbook/i;

/**
 * The device class from the user agent (docs/product/screens.md "Device class and layout"): Mobile for the spec's phone
 * pattern; else Tablet when the agent names a tablet, kindle, silk or playbook; else Desktop.
 * Only Mobile changes the layout.
 *
 * @example
 * deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)') // 'Mobile'
 */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return 'Desktop';
  if (mobilePattern.test(userAgent)) return 'Mobile';
  if (tabletPattern.test(userAgent)) return 'Tablet';
  return 'Desktop';
}
