import type { PracticePage } from '../../../lessons/schema.ts';

/**
 * Practice: Telling Time (6npt): a clock time is shown and the learner writes it in words. Every
 * correct way of saying it is accepted: the everyday time of the 12-hour clock (Viertel nach drei,
 * halb vier, fünf vor halb drei, zehn nach halb drei; eins beside ein Uhr; Mittag, Mitternacht),
 * the official time read from the clock (drei Uhr fünfzehn), the official time of the 24-hour
 * clock where the time shown is in the afternoon or evening (fünfzehn Uhr fünfzehn), and the
 * regional viertel vier and drei viertel vier (or dreiviertel vier). Answers are written without "Es ist".
 */
export const newMaterial = {
  kind: 'practice',
  code: '6npt',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Official time reads the clock: the hour, <span class="de">Uhr</span>, the minutes (<span class="de">fünfzehn Uhr fünfzehn</span>). Everyday time uses the 12-hour clock with <span class="de">nach</span>, <span class="de">vor</span>, <span class="de">Viertel</span> and <span class="de">halb</span>, which counts towards the next hour (<span class="de">halb vier</span> is 3:30).</span>',
    },
  ],
  instructions:
    'Write the time shown in words, without Es ist: the everyday way (Viertel nach drei, halb vier) or the official way (drei Uhr fünfzehn; for an afternoon or evening time also fünfzehn Uhr fünfzehn). Every correct way is accepted.',
  answerLanguage: 'de',
  items: [
    {
      prompt: '3:15',
      answers: ['Viertel nach drei', 'drei Uhr fünfzehn', 'viertel vier'],
      reason:
        'A quarter past three: Viertel nach drei (regionally viertel vier). Officially: drei Uhr fünfzehn.',
    },
    {
      prompt: '15:15',
      answers: ['Viertel nach drei', 'fünfzehn Uhr fünfzehn', 'drei Uhr fünfzehn', 'viertel vier'],
      reason: 'Everyday time uses the 12-hour clock: Viertel nach drei. Officially: fünfzehn Uhr fünfzehn.',
    },
    {
      prompt: '7:30',
      answers: ['halb acht', 'sieben Uhr dreißig'],
      reason: 'halb counts towards the next hour: 7:30 is halb acht. Officially: sieben Uhr dreißig.',
    },
    {
      prompt: '19:30',
      answers: ['halb acht', 'neunzehn Uhr dreißig', 'sieben Uhr dreißig'],
      reason: 'halb counts towards the next hour: halb acht. Officially: neunzehn Uhr dreißig.',
    },
    {
      prompt: '3:45',
      answers: ['Viertel vor vier', 'drei Uhr fünfundvierzig', 'drei viertel vier', 'dreiviertel vier'],
      reason:
        'A quarter to four: Viertel vor vier (regionally drei viertel vier). Officially: drei Uhr fünfundvierzig.',
    },
    {
      prompt: '13:45',
      answers: [
        'Viertel vor zwei',
        'dreizehn Uhr fünfundvierzig',
        'ein Uhr fünfundvierzig',
        'drei viertel zwei',
        'dreiviertel zwei',
      ],
      reason:
        'A quarter to two: Viertel vor zwei (regionally drei viertel zwei). Officially: dreizehn Uhr fünfundvierzig.',
    },
    {
      prompt: '8:00',
      answers: ['acht Uhr', 'acht'],
      reason: 'The full hour: acht Uhr, or just acht.',
    },
    {
      prompt: '20:00',
      answers: ['acht Uhr', 'zwanzig Uhr', 'acht'],
      reason: 'Everyday: acht Uhr, or just acht. Officially: zwanzig Uhr.',
    },
    {
      prompt: '1:00',
      answers: ['ein Uhr', 'eins'],
      reason: 'Before Uhr one is ein: ein Uhr. Without Uhr it is eins.',
    },
    {
      prompt: '8:10',
      answers: ['zehn nach acht', 'acht Uhr zehn'],
      reason: 'nach is past: zehn nach acht. Officially: acht Uhr zehn.',
    },
    {
      prompt: '8:55',
      answers: ['fünf vor neun', 'acht Uhr fünfundfünfzig'],
      reason: 'vor is to: fünf vor neun. Officially: acht Uhr fünfundfünfzig.',
    },
    {
      prompt: '2:25',
      answers: ['fünf vor halb drei', 'zwei Uhr fünfundzwanzig', 'fünfundzwanzig nach zwei'],
      reason:
        'Five minutes before half past two (halb drei): fünf vor halb drei. Officially: zwei Uhr fünfundzwanzig.',
    },
    {
      prompt: '2:35',
      answers: ['fünf nach halb drei', 'zwei Uhr fünfunddreißig', 'fünfundzwanzig vor drei'],
      reason:
        'Five minutes after half past two (halb drei): fünf nach halb drei. Officially: zwei Uhr fünfunddreißig.',
    },
    {
      prompt: '14:20',
      answers: ['zwanzig nach zwei', 'vierzehn Uhr zwanzig', 'zwei Uhr zwanzig', 'zehn vor halb drei'],
      reason: 'Twenty past two: zwanzig nach zwei (or zehn vor halb drei). Officially: vierzehn Uhr zwanzig.',
    },
    {
      prompt: '11:40',
      answers: ['zwanzig vor zwölf', 'elf Uhr vierzig', 'zehn nach halb zwölf'],
      reason: 'Twenty to twelve: zwanzig vor zwölf (or zehn nach halb zwölf). Officially: elf Uhr vierzig.',
    },
    {
      prompt: '6:50',
      answers: ['zehn vor sieben', 'sechs Uhr fünfzig'],
      reason: 'vor is to: zehn vor sieben. Officially: sechs Uhr fünfzig.',
    },
    {
      prompt: '21:05',
      answers: ['fünf nach neun', 'einundzwanzig Uhr fünf', 'neun Uhr fünf'],
      reason: 'nach is past: fünf nach neun. Officially: einundzwanzig Uhr fünf.',
    },
    {
      prompt: '12:30',
      answers: ['halb eins', 'zwölf Uhr dreißig'],
      reason: 'halb counts towards the next hour, one o’clock: halb eins. Officially: zwölf Uhr dreißig.',
    },
    {
      prompt: '12:00',
      answers: ['zwölf Uhr', 'zwölf', 'Mittag'],
      reason: 'Noon: zwölf Uhr, zwölf or Mittag.',
    },
    {
      prompt: '0:00',
      answers: ['Mitternacht', 'null Uhr', 'zwölf Uhr', 'zwölf'],
      reason: 'Midnight: Mitternacht, or zwölf Uhr. Officially: null Uhr.',
    },
  ],
} satisfies PracticePage;
