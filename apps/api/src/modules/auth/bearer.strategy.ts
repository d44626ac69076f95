import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import type { User } from '../users/entities/user.entity.js';
import { AuthService } from './auth.service.js';

@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  async validate(token: string): Promise<User | false> {
    return (await this.auth.authenticate(token)) ?? false;
  }
}
