import '@xterm/xterm/css/xterm.css';
import { FitAddon } from '@xterm/addon-fit';
import { WebLinksAddon } from '@xterm/addon-web-links';
import { Terminal } from '@xterm/xterm';
import { useEffect, useRef } from 'react';
import { connectTerminal, type TerminalStatus, type Ticket } from '../connection';
import styles from './TerminalScreen.module.css';

/** Ctrl+Shift+C copies the selection, Ctrl+Shift+V pastes (a shell takes Ctrl+C and Ctrl+V itself). */
function clipboardKeys(term: Terminal) {
  return (event: KeyboardEvent): boolean => {
    if (event.type !== 'keydown' || !event.ctrlKey || !event.shiftKey) return true;
    const key = event.key.toLowerCase();
    if (key === 'c' && term.hasSelection()) {
      void navigator.clipboard?.writeText(term.getSelection()).catch(() => undefined);
      return false;
    }
    if (key === 'v') {
      void navigator.clipboard
        ?.readText()
        .then((text) => term.paste(text))
        .catch(() => undefined);
      return false;
    }
    return true;
  };
}

/**
 * xterm.js on a socket of its own: fits its box (the window's size), tells the machine each new
 * size, and reconnects when `generation` changes (the page's Reconnect).
 */
export function TerminalScreen({
  label,
  generation,
  ticket,
  onStatus,
  onTicket,
}: {
  label: string;
  generation: number;
  ticket: () => Promise<Ticket>;
  onStatus: (status: TerminalStatus) => void;
  onTicket: (ticket: Ticket) => void;
}) {
  const box = useRef<HTMLElement>(null);
  const callbacks = useRef({ ticket, onStatus, onTicket });
  callbacks.current = { ticket, onStatus, onTicket };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is a new connection on purpose.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const term = new Terminal({
      cursorBlink: true,
      fontFamily: '"DejaVu Sans Mono", "Noto Sans Mono CJK SC", Menlo, Consolas, monospace',
      fontSize: 14,
      // At 1.0 the DOM renderer's rows clip an underscore's stroke (`x86_64` read as `x86 64`).
      lineHeight: 1.2,
      scrollback: 5_000,
    });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.loadAddon(new WebLinksAddon());
    term.attachCustomKeyEventHandler(clipboardKeys(term));
    term.open(element);
    term.textarea?.setAttribute('aria-label', label);
    fit.fit();
    const connection = connectTerminal({
      ticket: () => callbacks.current.ticket(),
      open: (url) => new WebSocket(url),
      size: () => ({ cols: term.cols, rows: term.rows }),
      onData: (bytes) => term.write(bytes),
      onStatus: (status) => callbacks.current.onStatus(status),
      onTicket: (value) => callbacks.current.onTicket(value),
    });
    const typed = term.onData((data) => connection.send(data));
    const resized = term.onResize(({ cols, rows }) => connection.resize(cols, rows));
    const observer = new ResizeObserver(() => fit.fit());
    observer.observe(element);
    term.focus();
    return () => {
      observer.disconnect();
      typed.dispose();
      resized.dispose();
      connection.dispose();
      term.dispose();
    };
  }, [generation]);

  return <section ref={box} className={styles.screen} aria-label={label} />;
}
