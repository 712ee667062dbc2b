/**
 * Hints (play) and double-dummy analysis (replay), computed by the computer player in its worker.
 * The AI chunk is loaded on first use only. Results are cached per position key; each table has
 * its own advisor.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AiChoice, PositionAnalysis } from '../../ai/types.js';
import type { GameState, HandState, Player } from '../../engine/internal.js';
import type { Advisor } from '../computer/ai-opponent.js';

export class AdvisorController implements ReactiveController {
  private advisor: Promise<Advisor> | null = null;
  private cache = new Map<string, PositionAnalysis | null | 'pending'>();

  constructor(private host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    void this.advisor?.then((a) => a.dispose());
    this.advisor = null;
    this.cache.clear();
  }

  private get(): Promise<Advisor> {
    this.advisor ??= import('../computer/ai-opponent.js').then((m) => m.createAdvisor());
    return this.advisor;
  }

  /** The analysis of a position if known; starts it otherwise (the host re-renders when ready). */
  analysis(key: string, state: HandState): PositionAnalysis | null {
    const hit = this.cache.get(key);
    if (hit === 'pending') return null;
    if (hit !== undefined) return hit;
    this.cache.set(key, 'pending');
    this.get()
      .then((a) => a.analyze(state))
      .then((r) => {
        this.cache.set(key, r);
        this.host.requestUpdate();
      })
      .catch(() => {
        this.cache.set(key, null);
      });
    return null;
  }

  /** The double-dummy values at a position, as a promise (the questions for the reader judge with it). */
  async analyze(state: HandState): Promise<PositionAnalysis | null> {
    return (await this.get()).analyze(state);
  }

  reset(): void {
    this.cache.clear();
  }

  async hint(g: GameState, p: Player): Promise<AiChoice | null> {
    return (await this.get()).hint(g, p);
  }
}
