import { type AppConfig, loadConfig } from '../infrastructure/config/app-config.js';
import { ConfigError } from '../infrastructure/config/environment.js';

/** Boot stops here, naming every bad or missing setting, before anything connects anywhere. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee README.md, section "Configuration".\n`);
      process.exit(1);
    }
    throw error;
  }
}
