/** The app state's public entry: what other features and routes may import (decision 0017). */
export * from './app-state';
