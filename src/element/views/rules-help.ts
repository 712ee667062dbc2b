/**
 * The rules of the game in play, for the "?" panel of play mode: the rules every preset shares,
 * then each option as the resolved rule set has it (target, runs, bela, ties, schmeiss,
 * claiming, the bare Jass). A lazy chunk of its own (play.ts loads it on the first "?"), with its
 * English and Norwegian texts beside each other here, so neither the element nor play mode
 * carries them.
 */
import { html, type TemplateResult } from 'lit';
import type { Rules } from '../../engine/internal.js';

interface HelpText {
  title: (preset: string) => string;
  close: string;
  sections: (r: Rules) => [string, string[]][];
}

const en: HelpText = {
  title: (preset) => `Rules of this game (${preset})`,
  close: 'Close the rules',
  sections: (r) => [
    [
      'Cards and points',
      [
        '32 cards, A K Q J 10 9 8 7 in four suits; two players.',
        'Trumps rank J 9 A 10 K Q 8 7 (the Jass and the Menel); other suits A 10 K Q J 9 8 7.',
        'Card points: Jass 20, Menel (9 of trumps) 14, every ace 11, ten 10, king 4, queen 3, plain jack 2, the rest 0. The last trick is worth 10.',
        `The game is won by the first to ${r.target} at the end of a hand; if both get there, the higher total wins.`,
      ],
    ],
    [
      'Bidding and the dix',
      [
        'Six cards each, then the turn-up card proposes trump. The non-dealer speaks first: take or pass; in a second round each may name another suit or pass. Four passes: the hand is thrown in.',
        r.schmeiss
          ? 'In the first round you may offer a schmeiss instead: accepted, the same dealer deals again; refused, you play the turn-up suit as taker.'
          : 'There is no schmeiss (throw-in offer) in these rules.',
        'Then three more cards each, and the bottom card of the stock is shown (out of play).',
        'The dix: when the turn-up suit is trump, whoever holds its 7 may exchange it for the turn-up card until the first card is played.',
      ],
    ],
    [
      'Runs (sequences)',
      [
        'Runs in natural order A K Q J 10 9 8 7: three in a row 20, four to six 50, seven 70, eight 100. Declare them before your first card.',
        r.sequenceRank === 'value'
          ? 'Only the best run counts in the comparison: a fifty beats any twenty, then the higher top card.'
          : 'Only the best run counts in the comparison: the longer run wins, then the higher top card.',
        `Equal runs: the one in trumps wins; ${r.sequenceTie === 'non-dealer' ? 'exactly equal, the non-dealer wins' : 'exactly equal, nobody scores runs'}.`,
        r.sequenceScoring === 'all'
          ? 'The winner scores all the runs they declared; the other scores none.'
          : 'The winner scores their best run only.',
        ...(r.sequencesNeedTrick ? ['Runs count only if their holder wins a trick.'] : []),
      ],
    ],
    [
      'Bela',
      [
        r.belaAnnounce === 'both'
          ? 'King and queen of trumps in one hand: 20 points, said ("bela") with both cards as they are played.'
          : 'King and queen of trumps in one hand: 20 points, said ("bela") with the second of them.',
      ],
    ],
    [
      'Play and the taker',
      [
        'The non-dealer leads the first trick, the winner of a trick leads the next. Follow suit if you can; when trump is led, beat it if you can. Unable to follow, you must trump if you can.',
        ...(r.bareJass ? ['A lone Jass need not be played to trump.'] : []),
        'The taker must score more than the other player: then each writes down their own points. With fewer, the taker is bate and the other writes down both totals.',
        r.tie === 'defender'
          ? 'Equal points: the taker gets nothing, the other keeps their own.'
          : r.tie === 'bete'
            ? 'Equal points: the taker is bate.'
            : 'Equal points: nobody scores now; the winner of the next played hand gets these points too.',
      ],
    ],
    [
      'Claiming',
      [
        r.claiming
          ? `Right after winning a trick you may claim the game if your total and this hand's points so far reach ${r.target}. A right claim wins at once, a wrong one loses at once.`
          : 'There is no claiming in these rules: the game ends at the end of a hand.',
      ],
    ],
  ],
};

const nb: HelpText = {
  title: (preset) => `Reglene i dette partiet (${preset})`,
  close: 'Lukk reglene',
  sections: (r) => [
    [
      'Kort og poeng',
      [
        '32 kort, E K D Kn 10 9 8 7 i fire farger; to spillere.',
        'Trumf rangeres Kn 9 E 10 K D 8 7 (jass og menel); andre farger E 10 K D Kn 9 8 7.',
        'Kortpoeng: jass 20, menel (trumfnier) 14, hvert ess 11, tier 10, konge 4, dame 3, knekt utenom trumf 2, resten 0. Siste stikk gir 10.',
        `Den som først har ${r.target} når en runde er slutt, vinner; har begge nådd det, vinner den høyeste summen.`,
      ],
    ],
    [
      'Budrunden og sjueren',
      [
        'Seks kort hver, så foreslår det vendte kortet trumf. Den som ikke gir, begynner: ta eller pass; i en andre runde kan hver velge en annen farge eller passe. Fire pass: kortene kastes inn.',
        r.schmeiss
          ? 'I første runde kan du i stedet tilby schmeiss: godtatt, samme giver deler ut på nytt; avslått, spiller du den vendte fargen som den som tar.'
          : 'Disse reglene har ikke schmeiss (tilbud om å kaste inn).',
        'Så tre kort til hver, og bunnkortet vises (er ikke med i spillet).',
        'Sjueren: er den vendte fargen trumf, kan den som har trumfsjueren bytte den mot det vendte kortet før første kort er spilt.',
      ],
    ],
    [
      'Sekvenser',
      [
        'Sekvenser i naturlig rekkefølge E K D Kn 10 9 8 7: tre på rad 20, fire til seks 50, sju 70, åtte 100. Meld dem før ditt første kort.',
        r.sequenceRank === 'value'
          ? 'Bare den beste sekvensen sammenlignes: en femti slår enhver tjue, så høyeste toppkort.'
          : 'Bare den beste sekvensen sammenlignes: den lengste vinner, så høyeste toppkort.',
        `Like sekvenser: den i trumf vinner; ${r.sequenceTie === 'non-dealer' ? 'helt like, vinner den som ikke ga' : 'helt like, får ingen sekvenspoeng'}.`,
        r.sequenceScoring === 'all'
          ? 'Vinneren får alle sekvensene sine; den andre ingen.'
          : 'Vinneren får bare sin beste sekvens.',
        ...(r.sequencesNeedTrick ? ['Sekvenser teller bare hvis den som har dem, tar et stikk.'] : []),
      ],
    ],
    [
      'Bela',
      [
        r.belaAnnounce === 'both'
          ? 'Konge og dame i trumf på samme hånd: 20 poeng, meldt («bela») med begge kortene når de spilles.'
          : 'Konge og dame i trumf på samme hånd: 20 poeng, meldt («bela») med det andre av dem.',
      ],
    ],
    [
      'Spillet og den som tar',
      [
        'Den som ikke ga, spiller ut i første stikk; den som tar et stikk, spiller ut i det neste. Følg farge om du kan; spilles det ut trumf, må du stikke over om du kan. Kan du ikke følge farge, må du trumfe om du kan.',
        ...(r.bareJass ? ['En jass alene trenger ikke brukes til å trumfe.'] : []),
        'Den som tar, må få flere poeng enn den andre: da skriver hver opp sine egne poeng. Med færre er den som tok, bet, og den andre skriver opp begges poeng.',
        r.tie === 'defender'
          ? 'Like mange poeng: den som tok, får ingenting; den andre beholder sine.'
          : r.tie === 'bete'
            ? 'Like mange poeng: den som tok, er bet.'
            : 'Like mange poeng: ingen skriver opp nå; vinneren av neste spilte runde får også disse poengene.',
      ],
    ],
    [
      'Utmelding',
      [
        r.claiming
          ? `Rett etter at du har tatt et stikk, kan du melde deg ut om summen din og poengene i runden så langt når ${r.target}. En riktig utmelding vinner med en gang, en gal taper med en gang.`
          : 'Disse reglene har ikke utmelding: partiet slutter når en runde er slutt.',
      ],
    ],
  ],
};

/** The rules panel in the table's language (`nb` or English), with a button that closes it. */
export function renderRules(lang: string, rules: Rules, close: () => void): TemplateResult {
  const t = lang === 'nb' ? nb : en;
  return html`<section class="panel rules-help" aria-label=${t.title(rules.preset)}>
    <h3 tabindex="-1">${t.title(rules.preset)}</h3>
    ${t.sections(rules).map(
      ([head, lines]) =>
        html`<h4>${head}</h4>
          <ul>
            ${lines.map((l) => html`<li>${l}</li>`)}
          </ul>`,
    )}
    <button type="button" class="text close-rules" @click=${close}>${t.close}</button>
  </section>`;
}
