import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** A hint in brackets after a blank: the verb pair, or the preposition and the noun in the nominative. */
function given(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Two-Case Prepositions (B) (/ch9/drills/two_case_prepositions_b): 22 sentences, two blanks each.
 * The first blank is the present tense of one verb of a pair: legen, stellen, setzen with an
 * object (motion to a place) or liegen, stehen, sitzen without one (location); hängen is both.
 * The second is the prepositional phrase in brackets in the case the verb asks for: accusative
 * after legen, stellen, setzen and hängen with an object, dative after liegen, stehen, sitzen and
 * hängen without one. an dem, an das, in dem and in das are written am, ans, im and ins (the
 * long form is accepted too, as it is correct but unusual without stress); auf das may be aufs.
 */
export const twoCasePrepositionsDrill2 = {
  kind: 'fill-in-drill',
  table: 'ch9_tc_prepositions_2',
  instructions:
    'Fill in the right verb of the pair in the present tense, then the words in brackets in the right case, with am, ans, im or ins where German contracts. Press the eye button to see the translation.',
  items: [
    {
      main: [
        'Ich',
        '!textbox!',
        given('legen / liegen'),
        'das',
        'Buch',
        '!textbox2!',
        given('auf, der Tisch'),
        '.',
      ],
      answers: [['lege'], ['auf den Tisch']],
      translation: 'I am putting the book on the table.',
      explanation: [
        'lege: the sentence has an object (das Buch) put somewhere: legen.',
        'auf den Tisch: legen, motion: accusative.',
      ],
    },
    {
      main: ['Das', 'Buch', '!textbox!', given('legen / liegen'), '!textbox2!', given('auf, der Tisch'), '.'],
      answers: [['liegt'], ['auf dem Tisch']],
      translation: 'The book is lying on the table.',
      explanation: [
        'liegt: no object, the book is somewhere: liegen.',
        'auf dem Tisch: liegen, location: dative.',
      ],
    },
    {
      main: [
        'Wir',
        '!textbox!',
        given('stellen / stehen'),
        'die',
        'Milch',
        '!textbox2!',
        given('in, der Kühlschrank'),
        '.',
      ],
      answers: [['stellen'], ['in den Kühlschrank']],
      translation: 'We are putting the milk in the fridge.',
      explanation: [
        'stellen: an object (die Milch) is put somewhere: stellen.',
        'in den Kühlschrank: stellen, motion: accusative.',
      ],
    },
    {
      main: [
        'Die',
        'Milch',
        '!textbox!',
        given('stellen / stehen'),
        '!textbox2!',
        given('in, der Kühlschrank'),
        '.',
      ],
      answers: [['steht'], ['im Kühlschrank', 'in dem Kühlschrank']],
      translation: 'The milk is in the fridge.',
      explanation: [
        'steht: no object, the milk is somewhere: stehen.',
        'im Kühlschrank: stehen, location: dative, in dem → im.',
      ],
    },
    {
      main: ['Anna', '!textbox!', given('setzen / sitzen'), '!textbox2!', given('an, der Schreibtisch'), '.'],
      answers: [['sitzt'], ['am Schreibtisch', 'an dem Schreibtisch']],
      translation: 'Anna is sitting at the desk.',
      explanation: [
        'sitzt: no object: sitzen; its stem ends in -z, so du and er both add only -t.',
        'am Schreibtisch: sitzen, location: dative, an dem → am.',
      ],
    },
    {
      main: [
        'Anna',
        '!textbox!',
        given('setzen / sitzen'),
        'das',
        'Kind',
        '!textbox2!',
        given('auf, das Sofa'),
        '.',
      ],
      answers: [['setzt'], ['auf das Sofa', 'aufs Sofa']],
      translation: 'Anna is sitting the child on the sofa.',
      explanation: [
        'setzt: an object (das Kind) is put somewhere: setzen.',
        'auf das Sofa: setzen, motion: accusative (also aufs Sofa, written as well as spoken).',
      ],
    },
    {
      main: ['Du', '!textbox!', given('hängen'), 'das', 'Bild', '!textbox2!', given('an, die Wand'), '.'],
      answers: [['hängst'], ['an die Wand']],
      translation: 'You are hanging the picture on the wall.',
      explanation: ['hängst: du: häng + st.', 'an die Wand: hängen with an object, motion: accusative.'],
    },
    {
      main: ['Das', 'Bild', '!textbox!', given('hängen'), '!textbox2!', given('an, die Wand'), '.'],
      answers: [['hängt'], ['an der Wand']],
      translation: 'The picture is hanging on the wall.',
      explanation: [
        'hängt: das Bild is es: häng + t.',
        'an der Wand: hängen without an object, location: dative.',
      ],
    },
    {
      main: ['Er', '!textbox!', given('hängen'), 'das', 'Foto', '!textbox2!', given('an, das Regal'), '.'],
      answers: [['hängt'], ['ans Regal', 'an das Regal']],
      translation: 'He is hanging the photo on the shelf.',
      explanation: [
        'hängt: er: häng + t.',
        'ans Regal: hängen with an object, motion: accusative, an das → ans.',
      ],
    },
    {
      main: ['Das', 'Foto', '!textbox!', given('hängen'), '!textbox2!', given('an, das Regal'), '.'],
      answers: [['hängt'], ['am Regal', 'an dem Regal']],
      translation: 'The photo is hanging on the shelf.',
      explanation: [
        'hängt: das Foto is es: häng + t.',
        'am Regal: hängen without an object, location: dative, an dem → am.',
      ],
    },
    {
      main: [
        'Die',
        'Kinder',
        '!textbox!',
        given('legen / liegen'),
        'schon',
        '!textbox2!',
        given('in, das Bett'),
        '.',
      ],
      answers: [['liegen'], ['im Bett', 'in dem Bett']],
      translation: 'The children are already in bed.',
      explanation: [
        'liegen: no object, the children are somewhere: liegen.',
        'im Bett: liegen, location: dative, in dem → im.',
      ],
    },
    {
      main: [
        'Die',
        'Mutter',
        '!textbox!',
        given('legen / liegen'),
        'die',
        'Decke',
        '!textbox2!',
        given('auf, das Bett'),
        '.',
      ],
      answers: [['legt'], ['auf das Bett', 'aufs Bett']],
      translation: 'The mother is putting the blanket on the bed.',
      explanation: [
        'legt: an object (die Decke) is put somewhere: legen.',
        'auf das Bett: legen, motion: accusative (also aufs Bett, written as well as spoken).',
      ],
    },
    {
      main: ['Ihr', '!textbox!', given('stellen / stehen'), '!textbox2!', given('in, die Küche'), '.'],
      answers: [['steht'], ['in der Küche']],
      translation: 'You are standing in the kitchen.',
      explanation: ['steht: no object: stehen; ihr: steh + t.', 'in der Küche: stehen, location: dative.'],
    },
    {
      main: [
        'Ihr',
        '!textbox!',
        given('stellen / stehen'),
        'die',
        'Blumen',
        '!textbox2!',
        given('in, die Küche'),
        '.',
      ],
      answers: [['stellt'], ['in die Küche']],
      translation: 'You are putting the flowers in the kitchen.',
      explanation: [
        'stellt: an object (die Blumen) is put somewhere: stellen; ihr: stell + t.',
        'in die Küche: stellen, motion: accusative.',
      ],
    },
    {
      main: ['Wir', '!textbox!', given('setzen / sitzen'), '!textbox2!', given('in, das Wohnzimmer'), '.'],
      answers: [['sitzen'], ['im Wohnzimmer', 'in dem Wohnzimmer']],
      translation: 'We are sitting in the living room.',
      explanation: ['sitzen: no object: sitzen.', 'im Wohnzimmer: sitzen, location: dative, in dem → im.'],
    },
    {
      main: [
        'Er',
        '!textbox!',
        given('legen / liegen'),
        'den',
        'Teppich',
        '!textbox2!',
        given('in, das Wohnzimmer'),
        '.',
      ],
      answers: [['legt'], ['ins Wohnzimmer', 'in das Wohnzimmer']],
      translation: 'He is putting the carpet in the living room.',
      explanation: [
        'legt: an object (den Teppich) is put somewhere: legen.',
        'ins Wohnzimmer: legen, motion: accusative, in das → ins.',
      ],
    },
    {
      main: ['Die', 'Lampe', '!textbox!', given('hängen'), '!textbox2!', given('über, der Tisch'), '.'],
      answers: [['hängt'], ['über dem Tisch']],
      translation: 'The lamp is hanging over the table.',
      explanation: [
        'hängt: die Lampe is sie: häng + t.',
        'über dem Tisch: hängen without an object, location: dative.',
      ],
    },
    {
      main: [
        'Ich',
        '!textbox!',
        given('stellen / stehen'),
        'das',
        'Fahrrad',
        '!textbox2!',
        given('in, der Keller'),
        '.',
      ],
      answers: [['stelle'], ['in den Keller']],
      translation: 'I am putting the bike in the cellar.',
      explanation: [
        'stelle: an object (das Fahrrad) is put somewhere: stellen.',
        'in den Keller: stellen, motion: accusative.',
      ],
    },
    {
      main: [
        'Das',
        'Fahrrad',
        '!textbox!',
        given('stellen / stehen'),
        '!textbox2!',
        given('in, der Keller'),
        '.',
      ],
      answers: [['steht'], ['im Keller', 'in dem Keller']],
      translation: 'The bike is in the cellar.',
      explanation: ['steht: no object: stehen.', 'im Keller: stehen, location: dative, in dem → im.'],
    },
    {
      main: ['Du', '!textbox!', given('setzen / sitzen'), 'oft', '!textbox2!', given('auf, der Balkon'), '.'],
      answers: [['sitzt'], ['auf dem Balkon']],
      translation: 'You often sit on the balcony.',
      explanation: [
        'sitzt: no object: sitzen; the stem ends in -z, so du adds only -t.',
        'auf dem Balkon: sitzen, location: dative.',
      ],
    },
    {
      main: [
        'Die',
        'Katze',
        '!textbox!',
        given('legen / liegen'),
        '!textbox2!',
        given('unter, der Tisch'),
        '.',
      ],
      answers: [['liegt'], ['unter dem Tisch']],
      translation: 'The cat is lying under the table.',
      explanation: ['liegt: no object: liegen.', 'unter dem Tisch: liegen, location: dative.'],
    },
    {
      main: [
        'Wir',
        '!textbox!',
        given('legen / liegen'),
        'die',
        'Bücher',
        '!textbox2!',
        given('auf, der Boden'),
        '.',
      ],
      answers: [['legen'], ['auf den Boden']],
      translation: 'We are putting the books on the floor.',
      explanation: [
        'legen: an object (die Bücher) is put somewhere: legen.',
        'auf den Boden: legen, motion: accusative.',
      ],
    },
  ],
} satisfies FillInDrill;
