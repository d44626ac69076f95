import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, BearerToken } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { MessageResponseDto, OK } from '../../common/dto/message-response.dto.js';
import { CredentialRateLimit } from '../../common/rate-limit/credential-rate-limit.js';
import { UserErrorCodes } from '../users/users.errors.js';
import { AuthService } from './auth.service.js';
import { AuthErrorCodes } from './auth.errors.js';
import {
  AuthenticatedUserResponseDto,
  GenerateLinkDto,
  LoginDto,
  PasswordRecoverDto,
  RegisterDto,
} from './dto/auth.dto.js';

@ApiTags('auth')
@Controller('v1')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('get-token')
  // Unlike other anonymous reads, this answer carries a token: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  @CredentialRateLimit()
  @ApiOperation({
    operationId: 'getTokenByQuery',
    summary: 'Log in (kept for existing clients; prefer POST)',
  })
  @ApiOkResponse({ type: AuthenticatedUserResponseDto })
  @ApiErrors(400, AuthErrorCodes.INVALID_CREDENTIALS, 429)
  async getTokenByQuery(@Query() query: LoginDto): Promise<AuthenticatedUserResponseDto> {
    return { user: await this.auth.login(query.login, query.password) };
  }

  @Post('get-token')
  @HttpCode(200)
  @CredentialRateLimit()
  @ApiOperation({ operationId: 'getToken', summary: 'Log in with e-mail and password' })
  @ApiOkResponse({ type: AuthenticatedUserResponseDto })
  @ApiErrors(400, AuthErrorCodes.INVALID_CREDENTIALS, 429)
  async getToken(@Body() body: LoginDto): Promise<AuthenticatedUserResponseDto> {
    return { user: await this.auth.login(body.login, body.password) };
  }

  @Post('register')
  @HttpCode(200)
  @CredentialRateLimit()
  @ApiOperation({ operationId: 'register', summary: 'Register a learner and log in' })
  @ApiOkResponse({ type: AuthenticatedUserResponseDto })
  @ApiErrors(400, UserErrorCodes.LOGIN_TAKEN, 429)
  async register(@Body() body: RegisterDto): Promise<AuthenticatedUserResponseDto> {
    return { user: await this.auth.register(body) };
  }

  @Post('generate-link')
  @HttpCode(200)
  @CredentialRateLimit()
  @ApiOperation({
    operationId: 'generatePasswordLink',
    summary: 'Send a password recovery link; answers ok whether or not the e-mail is known',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 429)
  async generateLink(@Body() body: GenerateLinkDto): Promise<MessageResponseDto> {
    await this.auth.requestPasswordReset(body.email);
    return OK;
  }

  @Post('password-recover')
  @HttpCode(200)
  @CredentialRateLimit()
  @ApiOperation({
    operationId: 'recoverPassword',
    summary: 'Set a new password with a recovery token',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, AuthErrorCodes.INVALID_RESET_TOKEN, 429)
  async recoverPassword(@Body() body: PasswordRecoverDto): Promise<MessageResponseDto> {
    await this.auth.resetPassword(body);
    return OK;
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ operationId: 'logout', summary: 'Revoke the token of this request' })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@BearerToken() token: string): Promise<MessageResponseDto> {
    await this.auth.logout(token);
    return OK;
  }
}
