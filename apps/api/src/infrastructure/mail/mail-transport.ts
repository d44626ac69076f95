import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import type { MailMessage } from './mail-message.js';

/** Where a letter physically goes; swapped in tests and chosen by configuration. */
export abstract class MailTransport {
  abstract send(message: MailMessage): Promise<void>;
}

export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }
}

/** Without SMTP each letter becomes a JSON file, so local runs and browser tests can read it. */
export class OutboxMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const path = join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`,
    );
    // Written aside and renamed, so a reader never sees a half-written letter.
    await writeFile(`${path}.partial`, JSON.stringify({ from: this.from, ...message }, null, 2));
    await rename(`${path}.partial`, path);
    this.logger.log(`Letter to the outbox: ${path}`);
  }
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpMailTransport(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailTransport(config.mail.outboxDir, config.mail.from);
}
