/** Norsk bokmål: the strings of the page that opens a link (en-link.ts); the type makes sure none is missing. */
import type { LinkStrings } from './en-link.js';

export const nbLink: LinkStrings = {
  lang: 'nb',
  linkTitle: 'En runde klaberjass',
  linkToEditor: 'Åpne runden i redigeringen',
  linkToReplay: 'Vis runden som avspilling',
  linkCannot: 'Denne lenken kan ikke åpnes',
  linkFault: (f, n) => {
    switch (f.kind) {
      case 'empty':
        return 'Lenken bærer ingen runde: delen etter «#» er tom eller har ikke noe parti i seg (t=…). Kopier hele lenken på nytt.';
      case 'version':
        return f.version
          ? `Lenken er av versjon «${f.version}», og denne siden leser versjon 1: den ble laget av en annen versjon av klaberjass-table.`
          : 'Lenken sier ikke hvilken versjon den er (v=1): den ble ikke laget med «Kopier en lenke», eller den er endret.';
      case 'mode':
        return `Lenken ber om «${f.mode}», men denne siden viser en runde bare som avspilling eller i redigeringen.`;
      case 'base64':
        return `Lenken er skadet ved tegn ${n(f.at + 1)} i partiet (etter «t=»): «${f.char}» er ikke en av bokstavene, sifrene, «-» og «_» den skrives med. Den kan ha blitt kuttet eller endret da den ble kopiert.`;
      case 'deflate':
        return 'Partiet i lenken kan ikke pakkes ut: lenken ble kuttet eller endret da den ble kopiert. Kopier hele lenken på nytt.';
      case 'too-large':
        return `Partiet i lenken pakkes ut til mer enn ${n(f.limit)} byte, mer enn denne siden leser: det ble ikke åpnet.`;
      case 'utf8':
        return 'Partiet i lenken pakkes ut til noe som ikke er tekst.';
    }
  },
};
