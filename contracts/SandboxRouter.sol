// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// The sandbox aggregators' router (ABI: lib/providers/dex/sandbox/router-abi.ts). A test double
/// of a real router: it prices nothing. It takes `amountIn` of `tokenIn` from the sender (through
/// the allowance the sender gave it, or as the call's value for the native coin), pays
/// `amountOut` of `tokenOut` to `recipient` from its own balance, and reverts with "slippage"
/// when `amountOut < minOut` and "expired" when the block's timestamp is past `deadline`.
/// Funded through `receive()` (native coin) and plain token transfers. Token calls accept an
/// empty return (mainnet USDT returns nothing) and pass a token's revert reason on unchanged.
contract SandboxRouter {
    address internal constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    event Swapped(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address recipient
    );

    receive() external payable {}

    function swap(
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        uint256 minOut,
        address recipient,
        uint256 deadline
    ) external payable returns (uint256) {
        require(block.timestamp <= deadline, "expired");
        require(amountOut >= minOut, "slippage");
        if (tokenIn == NATIVE) {
            require(msg.value == amountIn, "value");
        } else {
            require(msg.value == 0, "value");
            _callToken(tokenIn, abi.encodeCall(IERC20.transferFrom, (msg.sender, address(this), amountIn)));
        }
        if (tokenOut == NATIVE) {
            (bool ok, ) = recipient.call{value: amountOut}("");
            require(ok, "native transfer");
        } else {
            _callToken(tokenOut, abi.encodeCall(IERC20.transfer, (recipient, amountOut)));
        }
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut, recipient);
        return amountOut;
    }

    function _callToken(address token, bytes memory data) private {
        require(token.code.length > 0, "not a token");
        (bool ok, bytes memory result) = token.call(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        require(result.length == 0 || abi.decode(result, (bool)), "token refused");
    }
}
