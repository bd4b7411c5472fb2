// The password-strength estimate, in a worker thread of its own: zxcvbn-ts takes tens of
// milliseconds on some inputs (repeated patterns), which must not stall other learners' saves
// on the main thread. Its dictionaries (about 9 MB) load on the first check, not at start.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as germanDictionary } from '@zxcvbn-ts/language-de';

/** A request to the worker: a password and the words it must not be built from. */
export interface StrengthRequest {
  id: number;
  password: string;
  userInputs: string[];
}

/** The worker's answer: zxcvbn's estimate of the guesses an attacker needs. */
export interface StrengthAnswer {
  id: number;
  guesses: number;
}

let factory: ZxcvbnFactory | undefined;

parentPort?.on('message', (request: StrengthRequest) => {
  // Common passwords of leaked sets, English and German words and names, and keyboard walks on
  // the QWERTY, QWERTZ (German), AZERTY, Dvorak and keypad layouts.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...germanDictionary },
    graphs: adjacencyGraphs,
  });
  const { guesses } = factory.check(request.password, request.userInputs);
  parentPort?.postMessage({ id: request.id, guesses } satisfies StrengthAnswer);
});
