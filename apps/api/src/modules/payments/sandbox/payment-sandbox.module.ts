import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config.js';
import { PROVIDER_NAMES } from '../providers/payment-provider.js';
import { EpointSandboxController } from './epoint-sandbox.controller.js';
import { RobokassaSandboxController } from './robokassa-sandbox.controller.js';
import { SandboxDecisions } from './sandbox-decisions.service.js';
import { SandboxOrders } from './sandbox-orders.js';
import { SANDBOX_SETTINGS, type SandboxSettings, sandboxSettings } from './sandbox-settings.js';
import { TinkoffSandboxController } from './tinkoff-sandbox.controller.js';

/**
 * The payments sandbox (PAYMENTS_SANDBOX=true): the API plays Robokassa, Epoint and T-Bank for every
 * provider without real keys, so a purchase runs end to end offline. It talks to the shop only over
 * HTTP, through the same callback endpoints a real provider uses, and knows nothing of its database.
 */
@Module({
  controllers: [RobokassaSandboxController, EpointSandboxController, TinkoffSandboxController],
  providers: [
    SandboxOrders,
    SandboxDecisions,
    {
      provide: SANDBOX_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => sandboxSettings(config),
    },
  ],
})
export class PaymentSandboxModule implements OnModuleInit {
  constructor(@Inject(SANDBOX_SETTINGS) private readonly settings: SandboxSettings) {}

  /** Said at every start: whoever pays through these providers pays nothing. */
  onModuleInit(): void {
    const simulated = PROVIDER_NAMES.filter((name) => this.settings[name] !== null);
    new Logger(PaymentSandboxModule.name).warn(
      `Payments sandbox on for ${simulated.join(', ')}: test pages, no real money is taken`,
    );
  }
}
