vcl 4.1;
# Varnish in front of N Rumah Loka instances (docs/deploy.md). The lines between BACKENDS and END are the part to
# edit: one backend per instance, each probed on /up/ready twice a second: one failed probe takes it out of the
# rotation, so a draining or broken instance gets no traffic within a second.
import directors;
import std;

# BACKENDS
backend app1 { .host = "127.0.0.1"; .port = "3001"; .probe = { .url = "/up/ready"; .interval = 500ms; .timeout = 1s; .window = 2; .threshold = 2; } }
backend app2 { .host = "127.0.0.1"; .port = "3002"; .probe = { .url = "/up/ready"; .interval = 500ms; .timeout = 1s; .window = 2; .threshold = 2; } }
sub vcl_init {
  new site = directors.round_robin();
  site.add_backend(app1);
  site.add_backend(app2);
}
# END

# Who may purge: the instances (CACHE_PURGE_URL=http://<varnish>/.cache-purge).
acl purgers { "127.0.0.1"; "::1"; }

sub vcl_recv {
  set req.backend_hint = site.backend();
  # A staff edit: drop every answer tagged with one of the tags named (Cache-Tag: site or Cache-Tag: event-registrations).
  if (req.url == "/.cache-purge") {
    if (client.ip !~ purgers) { return (synth(403, "Forbidden")); }
    if (!req.http.Cache-Tag) { return (synth(400, "Cache-Tag missing")); }
    ban("obj.http.Cache-Tag ~ (^|,)(" + regsuball(req.http.Cache-Tag, ",", "|") + ")(,|$)");
    return (synth(200, "Purged"));
  }
  # Keep a write's body, so a retry on another instance can send it again (bodies above 16 MB are not retried).
  if (req.method == "POST" || req.method == "PUT" || req.method == "PATCH") { std.cache_req_body(16MB); }
  # The app says what may be shared (Cache-Control: public, s-maxage); Varnish's built-in rules pass every request
  # with a cookie or Authorization (staff, personal pages) and every write.
}

sub vcl_backend_fetch {
  # A retry goes to the next instance.
  set bereq.backend = site.backend();
}

sub vcl_backend_error {
  # An instance that died mid-request (kill -9) or refused the connection: try again on the director's next pick.
  # Until its probe fails (up to a second) the dead one is still in the rotation, and under load other requests
  # advance the round robin between two picks, so a retry can land on the dead one again: six tries make four
  # dead picks in a row rare (a refused connection costs no time). The cluster test once saw three fail.
  if (bereq.retries < 6) { return (retry); }
}

sub vcl_deliver {
  set resp.http.X-Cache = "MISS";
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; }
  # Tags are for caches, not browsers.
  unset resp.http.Cache-Tag;
  unset resp.http.Surrogate-Key;
}
