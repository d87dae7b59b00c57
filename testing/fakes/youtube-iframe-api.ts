/**
 * The source of a fake YouTube IFrame Player API (what `https://www.youtube.com/iframe_api`
 * serves), for browser tests without the internet. It implements the part of `YT.Player` the
 * app uses, with the real names and numbers:
 *
 * - `new YT.Player(element, { videoId, host, width, height, playerVars, events })` replaces the
 *   element with an iframe of `{host}/embed/{videoId}` and fires `onReady` shortly after;
 * - playVideo, pauseVideo, stopVideo, seekTo(seconds), getCurrentTime, getDuration,
 *   setVolume, getVolume, mute, unMute, isMuted, getPlayerState, getVideoData, getIframe, destroy;
 * - `onStateChange` with YT.PlayerState (BUFFERING 3 then PLAYING 1, PAUSED 2, ENDED 0);
 * - `onError` with 150 (embedding not allowed) when a video marked broken is played;
 * - `window.onYouTubeIframeAPIReady()` once the script has run.
 *
 * Time runs on the page's clock, so a test sees the position move while a song plays.
 * `window.__fakeYouTube.players()` shows each player's video, state, volume and position.
 */
export function fakeIframeApi(videos: Record<string, { duration: number; broken: boolean; title: string }>): string {
  return `(function () {
  'use strict';
  var VIDEOS = ${JSON.stringify(videos)};
  var State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  var players = [];

  function Player(element, options) {
    var target = typeof element === 'string' ? document.getElementById(element) : element;
    if (!target) throw new Error('YT.Player: no element');
    options = options || {};
    var iframe = document.createElement('iframe');
    iframe.src = (options.host || 'https://www.youtube.com') + '/embed/' + encodeURIComponent(options.videoId || '') + '?enablejsapi=1';
    iframe.width = String(options.width || 640);
    iframe.height = String(options.height || 360);
    iframe.title = 'YouTube video player';
    iframe.setAttribute('data-fake-youtube', options.videoId || '');
    if (target.id) iframe.id = target.id;
    target.parentNode.replaceChild(iframe, target);
    var video = VIDEOS[options.videoId] || { duration: 180, broken: false, title: '' };
    this._iframe = iframe;
    this._videoId = options.videoId;
    this._video = video;
    this._events = options.events || {};
    this._state = State.UNSTARTED;
    this._volume = 100;
    this._muted = false;
    this._base = 0;
    this._since = null;
    this._timer = null;
    this._ready = false;
    players.push(this);
    var self = this;
    setTimeout(function () {
      if (self._destroyed) return;
      self._ready = true;
      self._emit('onReady');
    }, 50);
  }
  var P = Player.prototype;
  P._emit = function (name, data) {
    var fn = this._events[name];
    if (typeof fn === 'function') fn({ target: this, data: data });
  };
  P._set = function (state) {
    if (state === this._state) return;
    this._state = state;
    this._emit('onStateChange', state);
  };
  P._clear = function () {
    if (this._timer) clearTimeout(this._timer);
    this._timer = null;
  };
  P._schedule = function () {
    var self = this;
    this._clear();
    this._timer = setTimeout(function () {
      self._base = self._video.duration;
      self._since = null;
      self._set(State.ENDED);
    }, Math.max(0, (this._video.duration - this._base) * 1000));
  };
  P.getCurrentTime = function () {
    if (this._since === null) return this._base;
    return Math.min(this._video.duration, this._base + (performance.now() - this._since) / 1000);
  };
  P.getDuration = function () { return this._ready ? this._video.duration : 0; };
  P.playVideo = function () {
    var self = this;
    if (this._video.broken) {
      setTimeout(function () { self._emit('onError', 150); }, 20);
      return;
    }
    if (this._state === State.PLAYING || this._state === State.BUFFERING) return;
    if (this._state === State.ENDED) this._base = 0;
    this._set(State.BUFFERING);
    setTimeout(function () {
      if (self._state !== State.BUFFERING || self._destroyed) return;
      self._since = performance.now();
      self._schedule();
      self._set(State.PLAYING);
    }, 30);
  };
  P.pauseVideo = function () {
    if (this._state !== State.PLAYING && this._state !== State.BUFFERING) return;
    this._base = this.getCurrentTime();
    this._since = null;
    this._clear();
    this._set(State.PAUSED);
  };
  P.stopVideo = function () {
    this._base = 0;
    this._since = null;
    this._clear();
    this._set(State.CUED);
  };
  P.seekTo = function (seconds) {
    this._base = Math.max(0, Math.min(this._video.duration, Number(seconds) || 0));
    if (this._since !== null) {
      this._since = performance.now();
      this._schedule();
    }
  };
  P.setVolume = function (v) { this._volume = Math.max(0, Math.min(100, Math.round(Number(v)))); };
  P.getVolume = function () { return this._volume; };
  P.mute = function () { this._muted = true; };
  P.unMute = function () { this._muted = false; };
  P.isMuted = function () { return this._muted; };
  P.getPlayerState = function () { return this._state; };
  P.getVideoData = function () { return { video_id: this._videoId, title: this._video.title, author: '' }; };
  P.getIframe = function () { return this._iframe; };
  P.destroy = function () {
    this._destroyed = true;
    this._clear();
    if (this._iframe.parentNode) this._iframe.parentNode.removeChild(this._iframe);
    var i = players.indexOf(this);
    if (i >= 0) players.splice(i, 1);
  };

  window.YT = { Player: Player, PlayerState: State, loaded: 1 };
  window.__fakeYouTube = {
    players: function () {
      return players.map(function (p) {
        return { videoId: p._videoId, state: p._state, volume: p._volume, time: p.getCurrentTime() };
      });
    },
  };
  setTimeout(function () {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
`;
}
