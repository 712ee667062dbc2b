/** `engineMessage`: the typed constructor of the engine's messages, checked against its catalogue (src/engine/wording.ts). */
import { messageFor } from './message.js';
import type { EngineWording } from './wording.js';

/** A message of the engine's catalogue (src/engine/wording.ts). */
export const engineMessage = messageFor<EngineWording>();
