/** The shell's public entry: its state, drawers, flags and the signals other features send it (decision 0017). */
export * from './shell';
export * from './shell.store';
export * from './shell.constants';
export * from './shell-signals';
export * from './stored-flag';
export * from './request-cookies';
export * from './components/shell-drawer';
export * from './components/when-panel-opens';
