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
    const path = join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`,
    );
    // Written aside and renamed, so a reader never sees a half-written letter.
    const partial = `${path}.partial`;
    const body = JSON.stringify({ from: this.from, ...message }, null, 2);
    // The folder is made when a letter finds it missing (the first, or one after a clean-up),
    // not checked before every letter.
    await writeFile(partial, body).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.dir, { recursive: true });
      await writeFile(partial, body);
    });
    await rename(partial, path);
    this.logger.log(`Letter to the outbox: ${path}`);
  }
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpMailTransport(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailTransport(config.mail.outboxDir, config.mail.from);
}
