import { describe, expect, it } from 'vitest';
import { deviceClass } from './device-class.ts';
import { isMarkup } from './markup.ts';

describe('isMarkup', () => {
  it('is true only for text beginning with "<" and ending with ">"', () => {
    expect(isMarkup('<span>der Tisch</span>')).toBe(true);
    expect(isMarkup('  <span>der Tisch</span> ')).toBe(true);
    expect(isMarkup('der <span>Tisch</span>')).toBe(false);
    expect(isMarkup('<span>Tisch</span>!')).toBe(false);
    expect(isMarkup('')).toBe(false);
    expect(isMarkup(undefined)).toBe(false);
  });
});

describe('deviceClass', () => {
  const agents = {
    iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    blackberry: 'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+',
    windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950)',
    kindle: 'Mozilla/5.0 (X11; U; Linux armv7l like Android; en-us) AppleWebKit/531.2+ Silk/3.2 Kindle',
    playbook: 'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+',
    desktop:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150 Safari/537.36',
  };

  it("is Mobile for the spec's phone pattern, iPad and Android tablets included", () => {
    expect(deviceClass(agents.iphone)).toBe('Mobile');
    expect(deviceClass(agents.ipad)).toBe('Mobile');
    expect(deviceClass(agents.android)).toBe('Mobile');
    expect(deviceClass(agents.blackberry)).toBe('Mobile');
    expect(deviceClass(agents.windowsPhone)).toBe('Mobile');
  });

  it('is Tablet for a tablet agent outside the phone pattern', () => {
    expect(deviceClass(agents.playbook)).toBe('Tablet');
    expect(deviceClass('Mozilla/5.0 (X11; Linux) Silk/90 like Chrome')).toBe('Tablet');
  });

  it('lets the phone pattern win over tablet words (Kindle on Android)', () => {
    expect(deviceClass(agents.kindle)).toBe('Mobile');
  });

  it('is Desktop otherwise', () => {
    expect(deviceClass(agents.desktop)).toBe('Desktop');
    expect(deviceClass('')).toBe('Desktop');
    expect(deviceClass(undefined)).toBe('Desktop');
  });
});
