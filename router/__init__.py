"""The router: everything between one screen and the next action, grouped by stage.

- ``deciding`` — one frame in, one frozen Decision out: the node's loop, the pure policy, the
  planner client and its breaker, the guard every planner answer passes, the human queue a
  halted run goes to, the metrics of each step;
- ``privacy`` — what may leave the machine: redaction, the placeholder restore policy, the
  app's learned vocabulary;
- ``learning`` — what the edge remembers between runs: the plan cache, the replay library and
  the state memory the node asks first, and what each may admit;
- ``authoring`` — task files: how a person's recording becomes one, how one is read and
  checked, the procedure it describes and the envelope derived from it;
- ``app`` — the programs: the command line, the composition root, the runner, the desktop
  agent, the Edge gRPC service, the redacted evidence a failed run leaves.

Dependencies run one way, down this list: ``app`` → ``deciding`` → ``learning`` → ``privacy``
→ ``authoring`` (the task model everything reads); no room imports one above it
(``tests/test_layering.py`` holds them to it).
"""
