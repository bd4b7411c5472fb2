import { useEffect, useState } from 'react';
import { deviceClass, PHONE_LAYOUT_MAX_WIDTH, type DeviceClass } from '@grundlagen/core';

export interface DeviceLayout {
  device: DeviceClass;
  /** True when the mobile layout applies: the Mobile class, or a narrow window. */
  isMobile: boolean;
}

/** The device layout now (the hook below follows it as the window changes). */
export function readDeviceLayout(): DeviceLayout {
  // Rendered at build time (build/prerender.ts), where there is no window: see layout.tsx.
  if (typeof window === 'undefined') return { device: 'Desktop', isMobile: false };
  const device = deviceClass(navigator.userAgent);
  return { device, isMobile: device === 'Mobile' || window.innerWidth <= PHONE_LAYOUT_MAX_WIDTH };
}

/** The device class, worked out again on every window resize (docs/product/screens.md "Device class and layout"). */
export function useDeviceLayout(): DeviceLayout {
  const [layout, setLayout] = useState(readDeviceLayout);
  useEffect(() => {
    const onResize = () =>
      setLayout((previous) => {
        const next = readDeviceLayout();
        return next.device === previous.device && next.isMobile === previous.isMobile ? previous : next;
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return layout;
}
